import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PlatformInfo } from '@/runtime/platform'
import { SchemaView } from '@/runtime/render'
import { androidBrowser, makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

const wechat: PlatformInfo = { ...androidBrowser, isWechat: true }

function tip(props: Record<string, unknown>, platform: PlatformInfo = androidBrowser) {
  return renderWithRuntime(
    <SchemaView schema={{ body: [{ widget: 'JumpTip', props }] }} />,
    makeRuntime({}, { platform }),
  )
}

describe('JumpTip (spec §3 jump tip position TOP or BOTTOM; style DARK or LIGHT)', () => {
  it('BOTTOM and DARK by default: fixed at the bottom edge, dark, with room left under the content', async () => {
    const { container } = tip({ text: '打开APP，观看完整课程' })
    const bar = await screen.findByRole('complementary', { name: '跳转提示' })
    expect(bar.dataset.position).toBe('BOTTOM')
    expect(bar.dataset.style).toBe('DARK')
    expect(bar.className).toMatch(/bottom/)
    expect(bar.className).toMatch(/dark/)
    expect(container.querySelector('[aria-hidden="true"]')?.className).toMatch(/spacer/)
  })

  it('TOP sticks under our header; in WeChat (no header of ours) at the very top; LIGHT is the light bar', async () => {
    tip({ text: '继续学习第 3 讲', position: 'TOP', tipStyle: 'LIGHT' })
    const bar = await screen.findByRole('complementary', { name: '跳转提示' })
    expect(bar.className).toMatch(/top/)
    expect(bar.className).toMatch(/light/)
    expect(bar.style.top).toBe('calc(var(--app-status-bar-height, 0px) + var(--app-header-height, 44px))')
    tip({ text: '微信中', position: 'TOP' }, wechat)
    const [, inWechat] = await screen.findAllByRole('complementary', { name: '跳转提示' })
    expect(inWechat?.style.top).toBe('0px')
  })

  it('a tap on the tip or its button runs onJump; × hides it', async () => {
    const { runtime } = tip({
      text: '查看课程',
      buttonText: '去看看',
      onJump: [{ type: 'navigate', to: 'advanceCourseList' }],
    })
    await userEvent.click(await screen.findByRole('button', { name: '去看看' }))
    await waitFor(() =>
      expect(runtime.visits).toEqual([{ path: '/v3/academy/advance-course', replace: false }]),
    )
    await userEvent.click(screen.getByRole('button', { name: '查看课程' }))
    await waitFor(() => expect(runtime.visits).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }))
    expect(screen.queryByRole('complementary', { name: '跳转提示' })).toBeNull()
  })

  it('without onJump it is a notice: no button; closable false: no ×', async () => {
    tip({ text: '直播将于 19:30 开始', closable: false })
    await screen.findByRole('complementary', { name: '跳转提示' })
    expect(screen.queryByRole('button', { name: '去看看' })).toBeNull()
    expect(screen.queryByRole('button', { name: '关闭提示' })).toBeNull()
  })
})
