import type { Meta, StoryObj } from '@storybook/react-vite'
import GuideDetail from '@/widgets/guide-detail/guide-detail'
import { doctor, guide } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/GuideDetail',
  component: GuideDetail,
  ...widgetDocs('GuideDetail'),
  args: { ...runtimeArgs(), guide, part: 'header' },
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'favorite.add': { favorite: true }, 'favorite.remove': { favorite: false } },
    }),
  ],
} satisfies Meta<typeof GuideDetail>

export default meta
type Story = StoryObj<typeof meta>

/** Tags, title, society, edition, reads, 收藏 and 摘要. */
export const Header: Story = {}

export const Collected: Story = { args: { guide: { ...guide, favorite: true } } }

/** A guide with the least: no tags, no summary. */
export const Minimal: Story = {
  args: { guide: { id: 4, title: '皮肤镜在色素性皮肤肿瘤诊断中的应用专家共识', year: 2022, viewCount: 0 } },
}

/** 相关课程 under the body. */
export const Related: Story = { args: { part: 'related' } }

export const Missing: Story = { args: { guide: null } }
