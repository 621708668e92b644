// A module resolution hook: resolve workspace packages through their "source" export condition
// (their TypeScript), as `node --conditions=source` does. Used only when svc runs without a build.
export const resolve = (specifier, context, nextResolve) =>
  nextResolve(specifier, { ...context, conditions: [...context.conditions, "source"] })
