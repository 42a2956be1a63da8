import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { DEFAULT_PICTURE } from '@/runtime/ui'
import { renderWithRuntime } from '../helpers/make-runtime'
import { course } from './fake-api'

afterEach(() => {
  vi.useRealTimers()
})

function card(value: unknown, props: Record<string, unknown> = {}): PageSchema {
  return {
    state: { course: value },
    body: [{ widget: 'CourseCard', props: { course: '${state.course}', ...props } }],
  }
}

/** A local wall-clock time (the reader's time zone) as the ISO text the API sends. */
function local(month: number, day: number, hours = 0, minutes = 0): string {
  return new Date(2026, month - 1, day, hours, minutes).toISOString()
}

function at(time: string): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(time))
}

describe('CourseCard', () => {
  it('shows title, lecturer · title · hospital, tags, price with the original struck through, lessons and 已售 in 万', async () => {
    const { container } = renderWithRuntime(<SchemaView schema={card(course(1, { advanced: true }))} />)
    expect(await screen.findByRole('button', { name: '银屑病生物制剂规范化治疗 第1讲' })).toBeTruthy()
    expect(screen.getByText('张建中 · 主任医师 · 北京大学人民医院')).toBeTruthy()
    expect(screen.getByText('生物制剂')).toBeTruthy()
    expect(screen.getByText('¥199.00')).toBeTruthy()
    expect(screen.getByText('¥299.00').tagName).toBe('S')
    expect(screen.getByText('共8节')).toBeTruthy()
    expect(screen.getByText('已售 1.2万')).toBeTruthy()
    // Course type badge and the advanced badge.
    expect(screen.getByText('视频')).toBeTruthy()
    expect(screen.getByText('进阶')).toBeTruthy()
    // The cover offers the 100–400 px resize variants (spec §9).
    const image = container.querySelector('img')
    expect(image?.getAttribute('srcset')).toBe(
      [100, 200, 300, 400]
        .map((w) => `/media/covers/course-1.svg?x-oss-process=image/resize,w_${w} ${w}w`)
        .join(', '),
    )
  })

  it('issue 27: the card shows the server’s payPrice with 限时优惠, the figure the detail and the order charge, never the list price', async () => {
    renderWithRuntime(
      <SchemaView
        schema={card(course(1, { price: 299, originalPrice: 299, payPrice: 239, discountLabel: '限时优惠' }))}
      />,
    )
    expect(await screen.findByText('¥239.00')).toBeTruthy()
    expect(screen.getByText('限时优惠')).toBeTruthy()
    expect(screen.getByText('¥299.00').tagName).toBe('S')
  })

  it('issue 27: a started course reads 继续学习 第N节, a finished one 已学完; a new doctor’s card claims nothing', async () => {
    const studying = { state: 'IN_PROGRESS', lessonIndex: 4, lessonId: 104 }
    const { unmount } = renderWithRuntime(<SchemaView schema={card(course(1, { study: studying }))} />)
    expect(await screen.findByText('继续学习 第4节')).toBeTruthy()
    unmount()
    const finished = { state: 'FINISHED', lessonIndex: 8, lessonId: 108 }
    const second = renderWithRuntime(<SchemaView schema={card(course(1, { study: finished }))} />)
    expect(await screen.findByText('已学完')).toBeTruthy()
    second.unmount()
    const fresh = { state: 'NOT_STARTED', lessonIndex: null, lessonId: null }
    renderWithRuntime(<SchemaView schema={card(course(1, { study: fresh }))} />)
    expect(await screen.findByText('¥199.00')).toBeTruthy()
    expect(screen.queryByText(/继续学习|已学完|开始学习/)).toBeNull()
  })

  it('a free course reads 免费 without an original price; each course type has its badge', async () => {
    renderWithRuntime(
      <SchemaView
        schema={card(course(2, { price: 0, originalPrice: 0, courseType: 'ARTICLE', soldCount: 980 }))}
      />,
    )
    expect(await screen.findByText('免费')).toBeTruthy()
    expect(screen.getByText('图文')).toBeTruthy()
    expect(screen.getByText('已售 980')).toBeTruthy()
    expect(document.querySelector('s')).toBeNull()
    renderWithRuntime(<SchemaView schema={card(course(3, { courseType: 'LIVE' }))} />)
    expect(await screen.findByText('直播')).toBeTruthy()
  })

  it('before sales start it shows 即将开售 with the date; after sales end 已停售; inactive 已下架', async () => {
    at(local(11, 20, 8))
    renderWithRuntime(<SchemaView schema={card(course(4, { salesStartTime: local(11, 25, 10) }))} />)
    expect(await screen.findByText('即将开售 11月25日 10:00')).toBeTruthy()
    renderWithRuntime(<SchemaView schema={card(course(5, { salesEndTime: local(11, 1) }))} />)
    expect(await screen.findByText('已停售')).toBeTruthy()
    renderWithRuntime(<SchemaView schema={card(course(6, { status: 'INACTIVE' }))} />)
    expect(await screen.findByText('已下架')).toBeTruthy()
    // On sale between the two times: no sales label.
    renderWithRuntime(
      <SchemaView schema={card(course(7, { salesStartTime: local(11, 1), salesEndTime: local(12, 1) }))} />,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第7讲')
    expect(screen.getAllByText(/即将开售|已停售|已下架/)).toHaveLength(3)
  })

  it('an empty cover address shows the default picture, and so does a picture that fails', async () => {
    const { container } = renderWithRuntime(<SchemaView schema={card(course(8, { bigPicUrl: '' }))} />)
    await screen.findByText('银屑病生物制剂规范化治疗 第8讲')
    const empty = container.querySelector('img')
    expect(empty?.getAttribute('src')).toBe(DEFAULT_PICTURE)
    expect(empty?.getAttribute('srcset')).toBeNull()

    const broken = renderWithRuntime(
      <SchemaView schema={card(course(9, { bigPicUrl: 'https://cdn.test/x.png' }))} />,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第9讲')
    const image = broken.container.querySelector('img')
    image?.dispatchEvent(new Event('error'))
    await waitFor(() => expect(image?.getAttribute('src')).toBe(DEFAULT_PICTURE))
    expect(image?.getAttribute('data-fallback')).toBe('true')
  })

  it('a tap opens the course main screen; with target academy the academy course screen', async () => {
    const { runtime } = renderWithRuntime(<SchemaView schema={card(course(10))} />)
    await userEvent.click(await screen.findByRole('button', { name: '银屑病生物制剂规范化治疗 第10讲' }))
    await waitFor(() => expect(runtime.visits).toEqual([{ path: '/v3/course/detail?id=10', replace: false }]))

    const academy = renderWithRuntime(<SchemaView schema={card(course(11), { target: 'academy' })} />)
    await userEvent.click(await screen.findByRole('button', { name: '银屑病生物制剂规范化治疗 第11讲' }))
    await waitFor(() =>
      expect(academy.runtime.visits).toEqual([{ path: '/v3/academy/course/detail?id=11', replace: false }]),
    )
  })

  it('认证医生 marks a card whose screen always checks certification: course main and the academy course (spec §2)', async () => {
    const { container, unmount } = renderWithRuntime(<SchemaView schema={card(course(14))} />)
    await screen.findByText('银屑病生物制剂规范化治疗 第14讲')
    expect(screen.getByText('认证医生')).toBeTruthy()
    expect(container.querySelectorAll('[data-mark="certified-only"]')).toHaveLength(1)
    unmount()

    renderWithRuntime(<SchemaView schema={card(course(15), { target: 'academy' })} />)
    await screen.findByText('银屑病生物制剂规范化治疗 第15讲')
    expect(screen.getByText('认证医生')).toBeTruthy()
  })

  it("with onClick the destination is config's: no 认证医生 mark is claimed", async () => {
    renderWithRuntime(
      <SchemaView schema={card(course(16), { onClick: [{ type: 'navigate', to: 'aboutApp' }] })} />,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第16讲')
    expect(screen.queryByText('认证医生')).toBeNull()
  })

  it('onClick replaces the jump', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={card(course(12), {
          onClick: [{ type: 'navigate', to: 'aboutApp', query: { version: '${event.id}' } }],
        })}
      />,
    )
    await userEvent.click(await screen.findByRole('button', { name: '银屑病生物制剂规范化治疗 第12讲' }))
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/wechat/about/app?version=12'))
  })

  it('while the course is not there yet it shows a skeleton; the large layout shows the subtitle', async () => {
    const { container } = renderWithRuntime(<SchemaView schema={card(null)} />)
    await waitFor(() => expect(container.querySelector('.adm-skeleton')).toBeTruthy())
    renderWithRuntime(<SchemaView schema={card(course(13), { layout: 'large' })} />)
    expect(await screen.findByText('从指南到临床实践')).toBeTruthy()
    expect(document.querySelector('[data-layout="large"]')).toBeTruthy()
  })
})
