import type { Meta, StoryObj } from '@storybook/react-vite'
import CategoryChips from '@/widgets/category-chips/category-chips'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/CategoryChips',
  component: CategoryChips,
  ...widgetDocs('CategoryChips'),
  args: {
    ...runtimeArgs(),
    chips: ['银屑病', '特应性皮炎', '痤疮', '白癜风', '皮肤镜'],
    stateKey: 'category',
  },
} satisfies Meta<typeof CategoryChips>

export default meta
type Story = StoryObj<typeof meta>

/** 全部 first and chosen. */
export const Default: Story = {}

export const Chosen: Story = { args: { value: '痤疮' } }

/** Values that differ from the labels, without 全部. */
export const ValuesAndLabels: Story = {
  args: {
    chips: [
      { value: 'THEORY', label: '理论' },
      { value: 'PRACTICE', label: '实操演示' },
      { value: 'CASE', label: '病例讨论' },
    ],
    allText: '',
    value: 'PRACTICE',
  },
}

/** More chips than fit: the row scrolls sideways. */
export const ManyChips: Story = {
  args: {
    chips: [
      '银屑病',
      '特应性皮炎',
      '痤疮',
      '白癜风',
      '皮肤镜',
      '湿疹',
      '荨麻疹',
      '玫瑰痤疮',
      '脱发',
      '皮肤肿瘤',
      '医学美容',
    ],
    value: '脱发',
  },
}

/** No categories yet: only 全部. */
export const OnlyAll: Story = { args: { chips: [] } }
