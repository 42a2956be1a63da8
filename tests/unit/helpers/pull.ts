import { act, fireEvent } from '@testing-library/react'

/** A one-finger drag on `element` from (x, y) by (dx, dy), in a few moves, then the finger lifts. */
export async function drag(
  element: Element,
  dx: number,
  dy: number,
  { x = 100, y = 100 } = {},
): Promise<void> {
  const at = (px: number, py: number) => ({ touches: [{ clientX: px, clientY: py }] })
  await act(async () => {
    fireEvent.touchStart(element, at(x, y))
    for (const step of [0.25, 0.5, 0.75, 1]) fireEvent.touchMove(element, at(x + dx * step, y + dy * step))
    fireEvent.touchEnd(element, { touches: [] })
  })
}
