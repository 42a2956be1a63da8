import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CourseHeader from '@/widgets/course-header/course-header'
import { renderWithRuntime } from '../helpers/make-runtime'

const lecturer = {
  id: 1,
  name: '张建中',
  title: '主任医师',
  hospital: '北京大学人民医院皮肤科',
  avatarUrl: '',
}
const course = {
  id: 11,
  title: '银屑病规范化诊疗系列课程',
  subtitle: '从发病机制到生物制剂',
  bigPicUrl: 'https://cdn.dermacampus.cn/covers/11.png',
  courseType: 'VIDEO' as const,
  category: '银屑病',
  tags: ['指南解读', '生物制剂'],
  lecturer,
  lessonCount: 12,
  viewCount: 12345,
  soldCount: 320,
  price: 199,
  originalPrice: 299,
  salesStartTime: null,
  salesEndTime: null,
  status: 'ACTIVE' as const,
  advanced: false,
  purchased: false,
  discount: null,
  groupPurchase: null,
}

// Local wall-clock times, so the labels read the same in any time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 20, 9, 0))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('CourseHeader', () => {
  it('shows cover with the course type badge, title, subtitle, lecturer and 共N节 · N人学习 · 已售 N', () => {
    renderWithRuntime(<CourseHeader course={course} />)
    expect(screen.getByRole('img', { name: course.title }).getAttribute('src')).toBe(course.bigPicUrl)
    expect(screen.getByText('视频课程')).toBeTruthy()
    expect(screen.getByRole('heading', { name: course.title })).toBeTruthy()
    expect(screen.getByText('从发病机制到生物制剂')).toBeTruthy()
    expect(screen.getByText('共12节 · 1.2万人学习 · 已售 320')).toBeTruthy()
    expect(screen.getByText('张建中')).toBeTruthy()
    expect(screen.getByText('主任医师')).toBeTruthy()
    expect(screen.getByText('北京大学人民医院皮肤科')).toBeTruthy()
    const tags = screen.getByRole('list', { name: '标签' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['银屑病', '指南解读', '生物制剂'])
  })

  it('a paid course shows ¥199.00 with the original price struck through', () => {
    renderWithRuntime(<CourseHeader course={course} />)
    expect(screen.getByText('¥199.00')).toBeTruthy()
    expect(screen.getByText('¥299.00').tagName).toBe('S')
  })

  it('a free course shows 免费', () => {
    renderWithRuntime(<CourseHeader course={{ ...course, price: 0, originalPrice: 0 }} />)
    expect(screen.getByText('免费')).toBeTruthy()
    expect(screen.queryByText(/¥/)).toBeNull()
  })

  it('a limited-time price shows payPrice with its label, the course price struck through (the figure the order charges)', () => {
    renderWithRuntime(
      <CourseHeader
        course={{
          ...course,
          payPrice: 149,
          discountLabel: '限时优惠',
          discount: { price: 149, label: '限时优惠' },
        }}
      />,
    )
    expect(screen.getByText('限时优惠')).toBeTruthy()
    expect(screen.getByText('¥149.00')).toBeTruthy()
    expect(screen.getByText('¥299.00').tagName).toBe('S')
    expect(screen.queryByText('¥199.00')).toBeNull()
  })

  it('a group purchase shows 3人团 ¥99 · 已拼 12 人 · 距结束 2天', () => {
    const endTime = new Date(2026, 10, 22, 15, 0).toISOString()
    renderWithRuntime(
      <CourseHeader
        course={{ ...course, groupPurchase: { id: 7, price: 99, groupSize: 3, joinedCount: 12, endTime } }}
      />,
    )
    expect(screen.getByText('3人团 ¥99 · 已拼 12 人 · 距结束 2天')).toBeTruthy()
  })

  it('before the sales start: 即将开售 11月25日 10:00', () => {
    renderWithRuntime(<CourseHeader course={{ ...course, salesStartTime: '2026-11-25T10:00:00' }} />)
    expect(screen.getByText('即将开售 11月25日 10:00')).toBeTruthy()
  })

  it('after the sales end: 已停售', () => {
    renderWithRuntime(
      <CourseHeader
        course={{ ...course, salesStartTime: '2026-01-01T00:00:00', salesEndTime: '2026-11-19T00:00:00' }}
      />,
    )
    expect(screen.getByText('已停售')).toBeTruthy()
  })

  it('on sale: no sales notice', () => {
    renderWithRuntime(
      <CourseHeader
        course={{ ...course, salesStartTime: '2026-01-01T00:00:00', salesEndTime: '2026-12-31T00:00:00' }}
      />,
    )
    expect(screen.queryByText(/即将开售|已停售/)).toBeNull()
  })

  it('a purchased course shows 已购买 instead of the price', () => {
    renderWithRuntime(<CourseHeader course={{ ...course, purchased: true }} />)
    expect(screen.getByText('已购买')).toBeTruthy()
    expect(screen.queryByText('¥199.00')).toBeNull()
  })

  it('preview shows the 预览模式 banner; an INACTIVE course says 课程已下架', () => {
    renderWithRuntime(<CourseHeader course={{ ...course, status: 'INACTIVE' }} preview />)
    expect(screen.getByText('预览模式')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('课程已下架')
  })

  it('without preview there is no banner', () => {
    renderWithRuntime(<CourseHeader course={course} />)
    expect(screen.queryByText('预览模式')).toBeNull()
    expect(screen.queryByText('课程已下架')).toBeNull()
  })

  it('the advanced variant adds a 进阶 badge; a package counts its courses', () => {
    const { unmount } = renderWithRuntime(<CourseHeader course={course} variant="advanced" />)
    expect(screen.getByText('进阶')).toBeTruthy()
    unmount()
    renderWithRuntime(
      <CourseHeader
        variant="package"
        course={{
          id: 3,
          title: '痤疮课程包',
          price: 399,
          originalPrice: 597,
          soldCount: 80,
          courses: [{}, {}, {}],
        }}
      />,
    )
    expect(screen.getByText('课程包')).toBeTruthy()
    expect(screen.getByText('共3门课程 · 已售 80')).toBeTruthy()
  })

  it('an empty cover and lecturer picture show the default pictures', () => {
    renderWithRuntime(<CourseHeader course={{ ...course, bigPicUrl: '' }} />)
    expect(screen.getByRole('img', { name: course.title }).getAttribute('data-fallback')).toBe('true')
    expect(screen.getByRole('img', { name: '默认头像' })).toBeTruthy()
  })
})
