import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { renderWithRuntime } from '../helpers/make-runtime'

function page(props: Record<string, unknown>): PageSchema {
  return {
    state: { category: '', disease: '' },
    body: [
      { widget: 'CategoryChips', props },
      { widget: 'Text', props: { text: '分类=${state.category}|病种=${state.disease}' } },
    ],
  }
}

describe('CategoryChips', () => {
  it('starts at 全部; a chip writes its value to the page state key and is marked chosen', async () => {
    renderWithRuntime(
      <SchemaView schema={page({ chips: ['银屑病', '特应性皮炎', '痤疮', '白癜风', '皮肤镜'] })} />,
    )
    expect((await screen.findByRole('button', { name: '全部' })).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: '白癜风' }))
    expect(await screen.findByText('分类=白癜风|病种=')).toBeTruthy()
    expect(screen.getByRole('button', { name: '白癜风' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(screen.getByRole('button', { name: '全部' }))
    expect(await screen.findByText('分类=|病种=')).toBeTruthy()
  })

  it('{ value, label } chips, another state key, and no 全部 chip when allText is empty', async () => {
    renderWithRuntime(
      <SchemaView
        schema={page({
          chips: [
            { value: 'PSO', label: '银屑病' },
            { value: 'AD', label: '特应性皮炎' },
          ],
          allText: '',
          stateKey: 'disease',
          value: 'PSO',
        })}
      />,
    )
    expect((await screen.findByRole('button', { name: '银屑病' })).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: '全部' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '特应性皮炎' }))
    expect(await screen.findByText('分类=|病种=AD')).toBeTruthy()
  })
})
