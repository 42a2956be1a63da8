import type { Meta, StoryObj } from '@storybook/react-vite'
import Grid from '@/widgets/grid/grid'
import Text from '@/widgets/text/text'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const entryIcon = (label: string, color: string) => (
  <div key={label} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
    <span
      aria-hidden="true"
      style={{ width: 44, height: 44, borderRadius: 12, background: color, display: 'block' }}
    />
    <Text variant="caption" align="center" text={label} />
  </div>
)

const entries = [
  ['皮肤镜', '#4c8dff'],
  ['病例库', '#f59a23'],
  ['诊疗指南', '#27b07c'],
  ['直播', '#e5484d'],
  ['训练营', '#8e6cf0'],
  ['学分', '#13a8c2'],
  ['证书', '#d4a017'],
  ['想学', '#ff7a45'],
] as const

const meta = {
  title: 'Building blocks/Grid',
  ...widgetDocs('Grid'),
  component: Grid,
  args: {
    ...runtimeArgs(),
    card: true,
    padding: 16,
    children: entries.map(([label, color]) => entryIcon(label, color)),
  },
} satisfies Meta<typeof Grid>

export default meta
type Story = StoryObj<typeof meta>

/** Icon entries, 4 a row (the default). */
export const FourColumns: Story = {}

export const FiveColumns: Story = { args: { columns: 5 } }

/** Two columns of cards; the last row left-aligned. */
export const TwoColumns: Story = {
  args: {
    columns: 2,
    card: false,
    padding: 12,
    children: ['银屑病', '特应性皮炎', '痤疮'].map((title) => (
      <div key={title} style={{ padding: 16, borderRadius: 12, background: '#fff' }}>
        <Text variant="subtitle" text={title} />
        <Text variant="caption" color="secondary" text="12 门课程" />
      </div>
    )),
  },
}

/** Long labels wrap inside their cell. */
export const LongLabels: Story = {
  args: {
    columns: 3,
    children: ['化脓性汗腺炎诊疗', '皮肤镜图像判读进阶', '光动力治疗'].map((label) =>
      entryIcon(label, '#4c8dff'),
    ),
  },
}
