import { packageBuild } from "../../tsup.base"

// The compute threads' entry is a module of its own: worker threads load it by path.
export default packageBuild({
  index: "src/index.ts",
  main: "src/main.ts",
  "compute-worker": "src/compute/compute-worker.ts",
})
