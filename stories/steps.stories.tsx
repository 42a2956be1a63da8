import type { Meta, StoryObj } from '@storybook/react-vite'
import Steps from '@/widgets/steps/steps'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const certification = [
  { title: '提交资料', description: '执业证书与工作证' },
  { title: '资料审核', description: '预计 1-3 个工作日' },
  { title: '认证完成', description: '解锁全部课程' },
]

const meta = {
  title: 'Building blocks/Steps',
  ...widgetDocs('Steps'),
  component: Steps,
  args: { ...runtimeArgs(), steps: certification, current: 1 },
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

/** The second step in progress. */
export const Horizontal: Story = {}

export const FirstStep: Story = { args: { current: 0 } }

/** A current index past the last: every step done. */
export const AllDone: Story = { args: { current: 3 } }

/** A step's own status: 审核未通过 in red. */
export const Rejected: Story = {
  args: {
    steps: [
      { title: '提交资料' },
      { title: '审核未通过', description: '执业证书照片不清晰，请重新上传', status: 'error' },
      { title: '认证完成' },
    ],
  },
}

/** A column for long descriptions. */
export const Vertical: Story = {
  args: {
    direction: 'vertical',
    current: 2,
    steps: [
      { title: '报名', description: '3月1日 - 3月20日，填写所在医院与科室' },
      { title: '线上预习', description: '完成《皮肤镜基础》8 节课程，每节约 20 分钟' },
      { title: '线下实操', description: '4月12日 上海 · 复旦大学附属华山医院皮肤科示教室' },
      { title: '结业考核', description: '病例判读 20 题，80 分合格，颁发结业证书' },
    ],
  },
}
