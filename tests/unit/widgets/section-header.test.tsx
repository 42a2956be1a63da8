import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import { renderWithRuntime } from '../helpers/make-runtime'

describe('SectionHeader', () => {
  it('shows title and subtitle; 更多 › runs onMore', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            {
              widget: 'SectionHeader',
              props: {
                title: '热门课程',
                subtitle: '每周更新',
                onMore: [{ type: 'navigate', to: 'advanceCourseList' }],
              },
            },
          ],
        }}
      />,
    )
    expect(await screen.findByRole('heading', { name: '热门课程' })).toBeTruthy()
    expect(screen.getByText('每周更新')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '更多' }))
    await waitFor(() =>
      expect(runtime.visits).toEqual([{ path: '/v3/academy/advance-course', replace: false }]),
    )
  })

  it('without onMore there is no link; moreText renames it', async () => {
    renderWithRuntime(
      <SchemaView schema={{ body: [{ widget: 'SectionHeader', props: { title: '最新直播' } }] }} />,
    )
    await screen.findByRole('heading', { name: '最新直播' })
    expect(screen.queryByRole('button')).toBeNull()
    renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            {
              widget: 'SectionHeader',
              props: { title: '专题', moreText: '查看全部', onMore: [{ type: 'back' }] },
            },
          ],
        }}
      />,
    )
    expect(await screen.findByRole('button', { name: '查看全部' })).toBeTruthy()
  })
})
