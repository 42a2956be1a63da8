type Child = Node | string | null | undefined | false

/** A small element builder for the studio's vanilla DOM (no React: it shares nothing with the app). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false) element.setAttribute(name, value)
  }
  for (const child of children) if (child) element.append(child)
  return element
}

/** A modal dialog; Escape or the close button closes it, focus goes to its first field. */
export function openDialog(title: string, content: HTMLElement, onClose?: () => void): { close: () => void } {
  const dialog = h('dialog', { class: 'studio-dialog', 'aria-label': title }, h('h2', {}, title), content)
  document.body.append(dialog)
  const close = () => {
    dialog.close()
    dialog.remove()
    onClose?.()
  }
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    close()
  })
  dialog.showModal()
  dialog.querySelector<HTMLElement>('input, select, textarea, button')?.focus()
  return { close }
}
