/**
 * Whether config holds JSON Logic to evaluate: an `if` or `when` rule, or a `$logic` value, anywhere.
 * The app loads the interpreter before it renders such a screen (src/runtime/expr/logic.ts); the server
 * preloads the interpreter's chunk in that screen's HTML (server/app-config/screen-html.ts).
 */
export function usesLogic(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesLogic)
  if (value === null || typeof value !== 'object') return false
  for (const [key, item] of Object.entries(value)) {
    if (key === '$logic') return true
    // A rule that is a plain value needs no interpreter.
    if ((key === 'if' || key === 'when') && item !== null && typeof item === 'object') return true
    if (usesLogic(item)) return true
  }
  return false
}
