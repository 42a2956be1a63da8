import type { Meta, StoryObj } from '@storybook/react-vite'
import Countdown from '@/widgets/countdown/countdown'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

const meta = {
  title: 'Building blocks/Countdown',
  ...widgetDocs('Countdown'),
  component: Countdown,
  args: { ...runtimeArgs(), to: inHours(3.5), prefix: '距活动开始' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

/** Hours left: 03:29:59, ticking. */
export const Default: Story = {}

/** More than a day: 2天 05:00:00. */
export const Days: Story = { args: { to: inHours(53), prefix: '距投票结束' } }

/** Epoch milliseconds work as well as an ISO time. */
export const EpochMilliseconds: Story = { args: { to: Date.now() + 90_000, prefix: '距直播开始' } }

/** Past the moment: the ended text. */
export const Ended: Story = { args: { to: inHours(-1), endedText: '活动已结束' } }

export const LongPrefixCentered: Story = {
  args: { prefix: '距第十二届皮肤镜读片大赛线上初赛报名截止还有', align: 'center', to: inHours(30) },
}
