const unnamedClear = '.adm-input-clear:not([role])'

/**
 * antd-mobile draws its text fields' clear control (`.adm-input-clear`, in Input and SearchBar) as a
 * `<div>` with an aria-label and a click handler but no role: screen readers do not announce the name
 * (axe aria-prohibited-attr) and it is not a button to them. Until antd-mobile gives it one, every such
 * control that appears under `root` is made a named button. Returns a function that stops watching.
 */
export function giveControlsRoles(root: HTMLElement): () => void {
  const mark = (scope: Element) => {
    const found = scope.matches(unnamedClear) ? [scope] : scope.querySelectorAll(unnamedClear)
    for (const clear of found) clear.setAttribute('role', 'button')
  }
  mark(root)
  // Only added nodes are looked at: the control is added while a field has text, removed when empty.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) mark(node)
    }
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
