import { constants } from '../config/index'

// The toast component (and its animation library) loads on the first toast, not with the first screen,
// together with the React 19 renderer its imperative Toast.show needs.
const loadToast = () =>
  Promise.all([import('./imperative-render'), import('antd-mobile/es/components/toast')]).then(
    ([, module]) => module.default,
  )

/** spec §9: toasts last 1500 ms by default; the toast layer sits above everything (z-index 10090). */
export function toast(
  text: string,
  options: { icon?: 'success' | 'fail' | 'loading'; duration?: number } = {},
): void {
  if (!text) return
  void loadToast().then((Toast) =>
    Toast.show({ content: text, icon: options.icon, duration: options.duration ?? constants.toastDuration }),
  )
}

export function clearToast(): void {
  void loadToast().then((Toast) => Toast.clear())
}

/** Copies text and confirms with 复制成功 (spec §5); falls back to a hidden textarea in old webviews. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
    } else {
      const area = document.createElement('textarea')
      area.value = text
      area.setAttribute('readonly', '')
      area.style.position = 'fixed'
      area.style.opacity = '0'
      document.body.appendChild(area)
      area.select()
      const copied = document.execCommand('copy')
      area.remove()
      if (!copied) throw new Error('execCommand copy failed')
    }
    toast('复制成功')
    return true
  } catch {
    toast('复制失败，请长按文字手动复制')
    return false
  }
}
