// A module resolution hook: workspace packages resolve to their TypeScript sources (the "source"
// export condition), as `node --conditions=source` would make them.
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes("source")
    ? context.conditions
    : [...context.conditions, "source"]
  return nextResolve(specifier, { ...context, conditions })
}
