import { screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import { openContentCard } from '@/runtime/router'
import type { PageSchema } from '@/runtime/schema'
import page from '../../../schemas/pages/course-package-detail.json'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'
import { course } from './fake-api'

// spec §2 content-card jumps: a COURSE_PACKAGE card opens the course package page (decision 0033).
const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const pkg = {
  id: 3,
  title: '痤疮诊疗全攻略课程包',
  bigPicUrl: '',
  price: 399,
  originalPrice: 597,
  soldCount: 1280,
  courses: [
    course(21, { title: '痤疮分级治疗' }),
    course(22, { title: '痤疮外用药物的正确使用' }),
    course(23, { title: '痤疮的医美联合方案' }),
  ],
  introduction: '<p>三门课程覆盖痤疮诊疗全流程。</p>',
}

describe('the course package screen (coursePackageDetail)', () => {
  it('a package card opens it; it lists the package’s courses with its price and 立即购买, and a course opens the academy course', async () => {
    const runtime = makeRuntime()
    await openContentCard(runtime, { sourceType: 'COURSE_PACKAGE', id: 3 })
    expect(runtime.visits).toEqual([{ path: '/v3/academy/course-package?id=3', replace: false }])

    const detail = onEndpoint('coursePackage.detail', () => ok(pkg))
    server.use(detail.handler)
    renderWithRuntime(<SchemaView schema={page as PageSchema} query={{ id: '3' }} />, runtime)
    expect(await screen.findByRole('heading', { name: '痤疮诊疗全攻略课程包' })).toBeTruthy()
    expect(detail.paths).toEqual([{ id: '3' }])
    expect(screen.getByText(/共3门课程/)).toBeTruthy()
    for (const title of ['痤疮分级治疗', '痤疮外用药物的正确使用', '痤疮的医美联合方案']) {
      expect(await screen.findByText(title)).toBeTruthy()
    }
    expect(screen.getAllByText('¥399.00').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: /立即购买/ })).toBeTruthy()

    // 课程介绍: the package's own introduction.
    await user().click(screen.getByRole('tab', { name: '课程介绍' }))
    expect(await screen.findByText('三门课程覆盖痤疮诊疗全流程。')).toBeTruthy()
    await user().click(screen.getByRole('tab', { name: '课程列表' }))
    await user().click(await screen.findByText('痤疮外用药物的正确使用'))
    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({ path: '/v3/academy/course/detail?id=22', replace: false }),
    )
  })
})
