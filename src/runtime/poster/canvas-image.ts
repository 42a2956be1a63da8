/**
 * Draws a picture on an off-screen canvas and answers it as a PNG data URL, so a screen can show it as an
 * `<img>` (long-press to save in WeChat) and download it. Only what the painter draws goes on the canvas:
 * no cross-origin images, so the canvas is never tainted and `toDataURL` always works.
 *
 * An object with a method (not a bare function) so tests replace it with `vi.spyOn(canvasImage, 'render')`:
 * happy-dom has no 2D context.
 */
export const canvasImage = {
  /**
   * `width` × `height` in CSS pixels, drawn at `scale` device pixels each (sharp on phones). Answers null
   * when the browser cannot draw (no 2D context).
   */
  render(
    width: number,
    height: number,
    paint: (context: CanvasRenderingContext2D) => void,
    scale = 2,
  ): string | null {
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.scale(scale, scale)
    paint(context)
    return canvas.toDataURL('image/png')
  },
}
