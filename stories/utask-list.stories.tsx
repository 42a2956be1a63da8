import type { Meta, StoryObj } from '@storybook/react-vite'
import UtaskList from '@/widgets/utask-list/utask-list'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { utaskPage, utasks } from './utask-fixtures'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Partners/UtaskList',
  component: UtaskList,
  ...widgetDocs('UtaskList'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      api: {
        'utask.items': (params: Record<string, unknown>) =>
          utaskPage(
            utasks.filter(
              (item) =>
                (params.status === undefined || item.status === Number(params.status)) &&
                (params.type === undefined || item.type === Number(params.type)),
            ),
          ),
      },
    }),
  ],
} satisfies Meta<typeof UtaskList>

export default meta
type Story = StoryObj<typeof meta>

/** 进行中 (ING): tasks with a form show their button (去填写, 申请试用); one without a form 线下参与. */
export const Ongoing: Story = {}

/** 即将开始 (COMING): the buttons read 即将开始, disabled. */
export const Coming: Story = { args: { status: 'COMING' } }

/** 已结束 (EXPIRED): greyed cards, 已结束. */
export const Expired: Story = { args: { status: 'EXPIRED' } }

/** 全部: every status, ING first. */
export const All: Story = { args: { status: '' } }

/** Only 会议报名 (MEETING), without the tabs. */
export const MeetingsWithoutTabs: Story = { args: { status: '', type: 'MEETING', tabs: false } }

export const Loading: Story = { decorators: [withRuntime({ api: { 'utask.items': pending } })] }

export const Empty: Story = { decorators: [withRuntime({ api: { 'utask.items': utaskPage([]) } })] }

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'utask.items': refused(500, 'server.error', '服务器开小差了') } })],
}

/** More than one page: 加载更多 at the end. */
export const WithMore: Story = {
  args: { status: '' },
  decorators: [withRuntime({ api: { 'utask.items': utaskPage(utasks, true) } })],
}
