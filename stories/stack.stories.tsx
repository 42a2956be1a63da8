import type { Meta, StoryObj } from '@storybook/react-vite'
import Stack from '@/widgets/stack/stack'
import Text from '@/widgets/text/text'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

// Children are what a page's config nests under a Stack: here Text widgets, as in schemas/pages.
const courseSummary = (
  <>
    <Text variant="subtitle" text="寻常痤疮的规范化诊疗" />
    <Text color="secondary" text="中山大学附属第三医院皮肤科 · 8 课时" />
    <Text
      lines={2}
      text="从痤疮的发病机制、皮损分级讲起，讲解外用维 A 酸、过氧苯甲酰、口服抗生素与异维 A 酸的选择与联用。"
    />
  </>
)

const tag = (label: string) => (
  <span
    key={label}
    style={{
      padding: '2px 10px',
      borderRadius: 999,
      background: '#eaf3ff',
      color: 'var(--adm-color-primary)',
      fontSize: 13,
    }}
  >
    {label}
  </span>
)

const meta = {
  title: 'Building blocks/Stack',
  component: Stack,
  ...widgetDocs('Stack'),
  args: { ...runtimeArgs(), children: courseSummary },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

/** The default: a column, 8 px apart, no background. */
export const Vertical: Story = { args: { padding: 16 } }

/** A row wraps onto the next line when it runs out of width. */
export const Horizontal: Story = {
  args: {
    direction: 'horizontal',
    padding: 16,
    align: 'center',
    children: ['银屑病', '特应性皮炎', '痤疮', '皮肤镜', '白癜风', '荨麻疹', '黑色素瘤', '脂溢性皮炎'].map(
      tag,
    ),
  },
}

export const Card: Story = { args: { card: true, padding: 16, gap: 6 } }

export const CardCentered: Story = {
  args: {
    card: true,
    padding: 24,
    align: 'center',
    children: (
      <>
        <Text variant="title" align="center" text="恭喜完成本期学习" />
        <Text color="secondary" align="center" text="《皮肤镜基础与进阶》已全部学完，获得 2 学分" />
      </>
    ),
  },
}

/** Stacks nest: a card holding a row of tags under a column of text. */
export const NestedCardWithRow: Story = {
  args: {
    card: true,
    padding: 16,
    children: (
      <>
        {courseSummary}
        <Stack direction="horizontal" gap={6}>
          {['痤疮', '外用药物', '指南解读'].map(tag)}
        </Stack>
      </>
    ),
  },
}
