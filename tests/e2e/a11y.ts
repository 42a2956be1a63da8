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

/** Only the WCAG 2.0/2.1 A and AA rules: the best-practice and AAA rules are not what is asked. */
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
 * `cursor: pointer`). An element smaller than 44 px passes when taps around it still reach it: the
 * points of the 44×44 square centred on it are hit-tested with elementFromPoint, so padding or a
 * transparent ::before/::after hit-area extension counts only where it really receives the tap.
 *
 * Exempt, as WCAG 2.5.8 allows:
 * - a link inline in running text (its size is set by the line of text it sits in);
 * - a control the browser draws itself (a <video>'s own controls, <select> popups);
 * - a form field inside a <label>: the label is the target and is checked instead.
 * Not drawn (no box, `visibility: hidden`, zero opacity) is not a target.
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
    /** Whether every point of the min×min square centred on the element hits it (or its content). */
    const reachesMin = (element: Element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' })
      const box = element.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      const reach = min / 2 - 0.5
      for (const dx of [-reach, 0, reach]) {
        for (const dy of [-reach, 0, reach]) {
          const hit = document.elementFromPoint(x + dx, y + dy)
          if (!hit || !(element === hit || element.contains(hit))) return false
        }
      }
      return true
    }

    const small: string[] = []
    for (const element of targets) {
      if (!drawn(element) || element.closest('video') || inlineInText(element)) continue
      const box = element.getBoundingClientRect()
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
