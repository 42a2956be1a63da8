import type { Meta, StoryObj } from '@storybook/react-vite'
import SprintRank from '@/widgets/sprint-rank/sprint-rank'
import { loggedIn, rankPage, rankRows } from './rewards-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/SprintRank',
  component: SprintRank,
  ...widgetDocs('SprintRank'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.rank': rankPage() } })],
} satisfies Meta<typeof SprintRank>

export default meta
type Story = StoryObj<typeof meta>

export const Ranking: Story = {}

export const MyRowBelowThePage: Story = {
  decorators: [
    withRuntime({ loginInfo: loggedIn, api: { 'sprint.rank': rankPage(3, { ...rankRows[3], rank: 4 }) } }),
  ],
}

export const NotJoined: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.rank': rankPage(20, null) } })],
}

export const Empty: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'sprint.rank': {
          items: [],
          total: 0,
          page: 1,
          size: 20,
          hasMore: false,
          mine: null,
          sprintId: 202611,
        },
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.rank': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'sprint.rank': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}

export const Anonymous: Story = {
  decorators: [withRuntime({})],
}
