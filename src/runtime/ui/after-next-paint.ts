/**
 * Calls back after the next frame has been laid out and painted (the next animation frame, then a task
 * after it); returns a cancel function. Measuring the page then reads the layout the frame made, instead
 * of forcing another one in the middle of a screen's rendering: what scrolls a row to its current card or
 * starts watching how far down a reader went waits for it.
 */
export function afterNextPaint(callback: () => void, target: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof target.requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 16)
    return () => clearTimeout(timer)
  }
  const frame = target.requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    target.cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
