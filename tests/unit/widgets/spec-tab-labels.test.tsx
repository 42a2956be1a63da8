import { screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import advanceCourseList from '../../../schemas/pages/advance-course-list.json'
import home from '../../../schemas/pages/home.json'
import liveDetail from '../../../schemas/pages/live-detail.json'
import videoDetail from '../../../schemas/pages/video-detail.json'
import { renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'

// spec §3's tab labels where decision 0032 puts them (the zone detail's 首页 / 活动 / 产品兑换 /
// 产品介绍 are tested with the widget, tests/unit/widgets/zone.test.tsx).
const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const empty = { items: [], total: 0, page: 1, size: 10, hasMore: false }

/** The titles of every Tabs node of a page schema, in order. */
function tabTitles(page: unknown): string[] {
  const titles: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const child of node) walk(child)
    else if (node && typeof node === 'object') {
      const record = node as { widget?: unknown; props?: { tabs?: { title: string }[] } }
      if (record.widget === 'Tabs') titles.push(...(record.props?.tabs ?? []).map((tab) => tab.title))
      for (const value of Object.values(node)) walk(value)
    }
  }
  walk(page)
  return titles
}

describe('spec §3 tab labels on the screens that hold them', () => {
  it('home: 按疾病 and 按亚专业; 按亚专业 filters the courses by the chosen sub-specialty', async () => {
    expect(tabTitles(home)).toEqual(expect.arrayContaining(['按疾病', '按亚专业']))
    const courses = onEndpoint('course.items', () => ok(empty))
    server.use(
      onEndpoint('banner.items', () => ok([])).handler,
      onEndpoint('live.items', () => ok(empty)).handler,
      onEndpoint('shortVideo.items', () => ok(empty)).handler,
      courses.handler,
    )
    renderWithRuntime(<SchemaView schema={home as PageSchema} />)
    await user().click(await screen.findByRole('tab', { name: '按亚专业' }))
    await user().click(await screen.findByText('皮肤病理'))
    await waitFor(() => expect(courses.sent.at(-1)).toMatchObject({ category: '皮肤病理' }))
  })

  it('advanced courses: 全部 / 理论 / 实操演示, each tab listing the advanced courses of its tag', async () => {
    expect(tabTitles(advanceCourseList)).toEqual(['全部', '理论', '实操演示'])
    const courses = onEndpoint('course.items', () => ok(empty))
    server.use(onEndpoint('banner.items', () => ok([])).handler, courses.handler)
    renderWithRuntime(<SchemaView schema={advanceCourseList as PageSchema} />)
    await waitFor(() => expect(courses.sent.at(-1)).toEqual(expect.objectContaining({ advanced: 'true' })))
    expect(courses.sent.at(-1)?.tag).toBeUndefined()
    await user().click(await screen.findByRole('tab', { name: '理论' }))
    await waitFor(() => expect(courses.sent.at(-1)).toMatchObject({ advanced: 'true', tag: '理论' }))
    await user().click(await screen.findByRole('tab', { name: '实操演示' }))
    await waitFor(() => expect(courses.sent.at(-1)).toMatchObject({ advanced: 'true', tag: '实操演示' }))
  })

  it('a lesson screen names its description tab 详情 (video: 评论 / 详情 / 笔记; live: 互动 / 详情)', () => {
    expect(tabTitles(videoDetail)).toEqual(['评论', '详情', '笔记'])
    expect(tabTitles(liveDetail)).toEqual(['互动', '详情'])
  })
})
