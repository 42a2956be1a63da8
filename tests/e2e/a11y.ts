import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/**
 * Accessibility checks of the screen a page shows (issue 15 item 15): axe-core's WCAG 2.1 A/AA rules
 * and the size of every tap target. Each returns one line per problem, `rule: target`, for the caller
 * to list under the screen's name.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Only the WCAG 2.0/2.1 A and AA rules: the best-practice and AAA rules are not what is asked. Among them
 * meta-viewport (critical): a viewport with maximum-scale or user-scalable=no, which blocks pinch-zoom.
 */
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
  resultTypes: ['violations'],
}

/** axe-core's serious and critical violations on the page, one line per failing element. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the server's Content-Security-Policy refuses inline scripts.
  await page.evaluate(`${axeSource}\n;0`)
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (o: unknown) => Promise<AxeResults> } }).axe.run(options),
    axeOptions,
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(0, 2).join(' ')}`,
      ),
    )
}

/**
 * Tap targets whose hit area is under 44×44 CSS px (WCAG 2.5.5, the size the issue asks for).
 *
 * A tap target is a link, a button, a control (by tag or ARIA role), or the outermost element that shows
 * a pointer cursor (click handlers cannot be seen from the page; the app gives clickable non-buttons
 * `cursor: pointer`). An element smaller than 44 px passes when taps around it still reach it: points
 * around it are hit-tested with elementFromPoint and some 44×44 square of them must all reach it, so
 * padding or a transparent ::before/::after hit-area extension counts only where it really receives the
 * tap (not where it is clipped or covered by a neighbour).
 *
 * Exempt, as WCAG 2.5.8 allows:
 * - a link inline in running text (its size is set by the line of text it sits in);
 * - a control the browser draws itself (a <video>'s own controls, <select> popups);
 * - a form field inside a <label>: the label is the target and is checked instead.
 * Not drawn (no box or an empty one, `visibility: hidden`, zero opacity) is not a target.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const roles = ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option']
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...roles.map((role) => `[role="${role}"]`),
    ].join(',')
    const targets = new Set<Element>()
    for (const element of document.querySelectorAll(selector)) {
      targets.add(element.closest('label') ?? element)
    }
    for (const element of document.body.querySelectorAll('*')) {
      const parent = element.parentElement
      if (getComputedStyle(element).cursor !== 'pointer') continue
      if (parent && getComputedStyle(parent).cursor === 'pointer') continue
      targets.add(element)
    }

    const drawn = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getClientRects().length > 0
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      return [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
    }
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 20)
      const classes = [...element.classList].slice(0, 2).join('.')
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`
    }
    /**
     * Whether some min×min square around the element is all hit by it (or its content): points every
     * `step` px around it are hit-tested, and a window of them all reaching the element is looked for.
     */
    const reaches = (element: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (hit === element || element.contains(hit))
    }
    const reachesMin = (element: Element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' })
      const box = element.getBoundingClientRect()
      // Most hit areas are centred on their control: a few points settle those.
      const reach = min / 2 - 0.5
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
      const centred = [-reach, 0, reach].every((dx) =>
        [-reach, 0, reach].every((dy) => reaches(element, x + dx, y + dy)),
      )
      if (centred) return true
      const step = 4
      const span = min / step
      const left = box.left - min
      const top = box.top - min
      const columns = Math.ceil((box.width + 2 * min) / step) + 1
      const rows = Math.ceil((box.height + 2 * min) / step) + 1
      // sum(r, c): how many points above and left of (r, c) hit the element (a 2-D prefix sum).
      const width = columns + 1
      const sums = new Int32Array((rows + 1) * width)
      const sum = (row: number, column: number) => sums[row * width + column] ?? 0
      for (let row = 0; row < rows; row += 1) {
        for (let column = 0; column < columns; column += 1) {
          const reached = reaches(element, left + column * step, top + row * step) ? 1 : 0
          sums[(row + 1) * width + column + 1] =
            reached + sum(row, column + 1) + sum(row + 1, column) - sum(row, column)
        }
      }
      const points = (span + 1) * (span + 1)
      for (let row = 0; row + span < rows; row += 1) {
        for (let column = 0; column + span < columns; column += 1) {
          const inside =
            sum(row + span + 1, column + span + 1) -
            sum(row, column + span + 1) -
            sum(row + span + 1, column) +
            sum(row, column)
          if (inside === points) return true
        }
      }
      return false
    }

    const small: string[] = []
    for (const element of targets) {
      if (!drawn(element) || element.closest('video') || inlineInText(element)) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.width >= min && box.height >= min) continue
      if (reachesMin(element)) continue
      small.push(
        `tap target ${Math.round(box.width)}×${Math.round(box.height)} < ${min}: ${describe(element)}`,
      )
    }
    window.scrollTo(0, 0)
    return small
  }, 44)
}

/**
 * Failed requests (no answer, or a status of 400 or more) while the page is in use; `take()` returns
 * those since the last call as `status method url` lines and forgets them.
 */
export function recordFailedRequests(page: Page): { take: () => string[] } {
  let failed: string[] = []
  page.on('requestfailed', (request) =>
    failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return {
    take: () => {
      const taken = failed
      failed = []
      return taken
    },
  }
}
