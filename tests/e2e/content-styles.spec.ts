import { passwordLogin } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 28 (smaller holes): content HTML from the server must not paint over the app. An article whose
 * body carries a full-screen fixed 登录已过期 overlay shows it as a plain paragraph; the styles of text
 * (colour, weight) stay.
 */

const KEPT = '<p style="color: rgb(192, 57, 43); font-weight: bold">重点提示：先评估再用药</p>'
const OVERLAY =
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;' +
  'background:url(https://evil.example/x.png) #fff">登录已过期，请重新登录</div>'

/** Puts the payload into every HTML string of the answer (the article body, wherever the envelope keeps it). */
function withPayload(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('<h2>') ? `${KEPT}${OVERLAY}${value}` : value
  if (Array.isArray(value)) return value.map(withPayload)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withPayload(inner)]))
  }
  return value
}

test('an article body cannot paint over the app: positioning, sizes and url() are dropped, text styles kept', async ({
  page,
  problems,
}) => {
  await page.goto('/v3/login')
  await passwordLogin(page)
  await expect(page).toHaveURL(/\/v3\/home/)
  await settled(page)
  await page.route(/\/api\/academy\/v1\/article\/1047(\?|$)/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: withPayload(await response.json()) })
  })
  await page.goto('/v3/article/detail?id=1047')
  await settled(page)

  const overlay = page.getByText('登录已过期，请重新登录')
  await expect(overlay).toBeVisible()
  const shown = await overlay.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      position: style.position,
      zIndex: style.zIndex,
      image: style.backgroundImage,
      width: element.clientWidth,
    }
  })
  expect(shown).toEqual({ position: 'static', zIndex: 'auto', image: 'none', width: expect.any(Number) })
  expect(shown.width).toBeLessThan(390)
  // The screen's own header is still on top, where the overlay would have covered it.
  await expect(page.getByRole('heading', { name: '湿疹的诊断与鉴别' }).first()).toBeVisible()

  const kept = page.getByText('重点提示：先评估再用药')
  const text = await kept.evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.color, weight: style.fontWeight }
  })
  expect(text).toEqual({ color: 'rgb(192, 57, 43)', weight: '700' })
  problems.expectClean()
})
