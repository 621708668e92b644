import { Effect } from "effect"
import { makeOperators } from "../operators/operators"

/** The admin panel's operators, their sessions and sign-in limits. */
export class Operators extends Effect.Service<Operators>()("@svc/store/Operators", {
  effect: makeOperators,
}) {}
