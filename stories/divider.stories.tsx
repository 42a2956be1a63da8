import type { Meta, StoryObj } from '@storybook/react-vite'
import Divider from '@/widgets/divider/divider'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/Divider',
  ...widgetDocs('Divider'),
  component: Divider,
  args: { ...runtimeArgs() },
  // Between two sections, as on a page.
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', fontSize: 14 }}>
        <p style={{ margin: 0, padding: 12 }}>皮肤镜读片训练营 · 第 3 期</p>
        <Story />
        <p style={{ margin: 0, padding: 12 }}>皮肤镜读片训练营 · 第 2 期</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Divider>

export default meta
type Story = StoryObj<typeof meta>

/** A plain line. */
export const Default: Story = {}

export const WithText: Story = { args: { text: '以下为往期活动' } }

export const TextLeftDashed: Story = { args: { text: '没有更多了', textPosition: 'left', dashed: true } }

export const EdgeToEdgeNoMargin: Story = { args: { margin: 0, inset: 0 } }

/** A text longer than the line is cut with an ellipsis. */
export const LongText: Story = {
  args: { text: '以下为 2024 年至 2025 年皮肤科成长学院全部线下训练营与线上读片活动的往期回顾' },
}
