import type { APIRequestContext } from '@playwright/test'
import { doctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Every screen of the learning journey renders real seeded content for a certified doctor with a history
 * (李医生: orders, favorites, progress, notes, an exchange), at 390×844, without a console error. A
 * screenshot of each lands in test-results/screens/.
 */

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`)
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`)
  return (await response.json()) as T
}

interface Titled {
  id: number
  title: string
}

test.describe('learning screens (issue: academy, courses, lessons, media, orders, social)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('each screen shows its seeded content without console errors', async ({ page, request, problems }) => {
    test.setTimeout(180_000)
    const advanced = (
      await json<{ items: Titled[] }>(request, '/community-search/v2/course/items?advanced=true')
    ).items[0]
    const article = await json<Titled>(request, '/academy/v1/article/1047')
    const topic = await json<Titled>(request, '/sns/v1/topic/1')
    if (!advanced) throw new Error('the seed has no advanced course')

    const screens: { name: string; path: string; shows: string }[] = [
      { name: 'home', path: '/v3/home', shows: '精选课程' },
      { name: 'userHome', path: '/v3/user', shows: '学习时长' },
      { name: 'studying', path: '/v3/user/academy/studying', shows: '荨麻疹的分类与诊断思路' },
      { name: 'favorite', path: '/v3/user/academy/favorites', shows: '银屑病生物制剂治疗' },
      { name: 'orderList', path: '/v3/user/academy/order', shows: '痤疮分级治疗' },
      { name: 'orderDetail', path: '/v3/user/pay?id=3', shows: '皮肤镜下黑色素瘤识别' },
      { name: 'advanceCourseList', path: '/v3/academy/advance-course', shows: advanced.title },
      { name: 'advanceCourseExcessive', path: '/v3/academy/advance-course-excessive', shows: advanced.title },
      {
        name: 'advanceCourseDetail',
        path: `/v3/academy/advance-detail?id=${advanced.id}`,
        shows: advanced.title,
      },
      { name: 'AcademyCourseDetail', path: '/v3/academy/course/detail?id=2', shows: '银屑病生物制剂治疗' },
      {
        name: 'AcademyCourseDetail (alias)',
        path: '/v3/academy/course-detail?id=2',
        shows: '银屑病生物制剂治疗',
      },
      { name: 'courseDetail', path: '/v3/course/detail?id=6', shows: '慢性荨麻疹阶梯治疗' },
      { name: 'offlineClassList', path: '/v3/academy/offlineclass', shows: '银屑病生物制剂规范化应用训练营' },
      { name: 'offlineClassDetail', path: '/v3/academy/offlineclass-detail?id=1', shows: '立即报名' },
      { name: 'articleDetail', path: '/v3/article/detail?id=1047', shows: article.title },
      { name: 'videoDetail', path: '/v3/video/detail?id=1027', shows: '荨麻疹的分类与诊断思路' },
      { name: 'videoExchange', path: '/v3/video/exchange', shows: '立即兑换' },
      { name: 'videoExchangeRecord', path: '/v3/video/exchangeRecord', shows: 'VIP-HAIR-003' },
      { name: 'videoBeforePage', path: '/v3/video/before?videoId=1027', shows: '开始观看' },
      { name: 'liveDetail', path: '/v3/live/detail?id=1088', shows: '银屑病共病管理' },
      { name: 'lillyLiveDetail', path: '/v3/live/lilly?id=1195&data=e2e', shows: '由礼来提供支持' },
      { name: 'liveList', path: '/v3/user/livelist', shows: '银屑病共病管理' },
      { name: 'shortVideoList', path: '/v3/shortvideo/list', shows: '防晒霜怎么选' },
      { name: 'shortVideoDetail', path: '/v3/shortvideo/detail?id=1191', shows: '防晒霜怎么选' },
      { name: 'noteDetail', path: '/v3/note/detail?id=1', shows: '慢性荨麻疹先分自发性' },
      { name: 'topicDetail', path: '/v3/topic/detail?id=1', shows: topic.title },
    ]

    await page.goto('/v3/login')
    await passwordLogin(page, doctor)
    await expect(page).not.toHaveURL(/\/v3\/login/)

    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path)
        await settled(page)
        await expect(page.getByText(screen.shows).first()).toBeVisible()
        await page.screenshot({ path: `test-results/screens/${screen.name.replace(/\W+/g, '-')}.png` })
        problems.expectClean()
      })
    }
  })
})
