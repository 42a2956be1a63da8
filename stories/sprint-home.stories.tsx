import type { Meta, StoryObj } from '@storybook/react-vite'
import SprintHome from '@/widgets/sprint-home/sprint-home'
import { loggedIn, mine, notJoined, sprint, sprintHome } from './rewards-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/** Whether the doctor joined, as the server keeps it: sprint.join changes what sprint.home answers. */
function keptJoin() {
  let joined = false
  const joinedMine = { ...mine, minutes: 0, days: 0, lessons: 0, todayMinutes: 0, rank: 10 }
  return {
    'sprint.home': () => ({
      ...sprintHome,
      sprint: { ...sprint, participantCount: sprint.participantCount + (joined ? 1 : 0) },
      mine: joined ? joinedMine : notJoined,
    }),
    'sprint.join': () => {
      joined = true
      return joinedMine
    },
  }
}

const meta = {
  title: 'Campaigns/SprintHome',
  component: SprintHome,
  ...widgetDocs('SprintHome'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.home': sprintHome } })],
} satisfies Meta<typeof SprintHome>

export default meta
type Story = StoryObj<typeof meta>

export const Joined: Story = {}

export const GoalDoneToday: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'sprint.home': { ...sprintHome, mine: { ...mine, todayMinutes: 45 } } },
    }),
  ],
}

export const NotJoined: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      // 立即报名: sprint.home asked again after the join shows the doctor joined.
      api: keptJoin(),
    }),
  ],
}

export const Completed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'sprint.home': {
          ...sprintHome,
          sprint: {
            ...sprint,
            id: 202610,
            title: '2026年10月学习冲刺月',
            month: '2026-10',
            status: 'COMPLETED',
          },
          previous: null,
        },
      },
    }),
  ],
}

export const NotStarted: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'sprint.home': {
          ...sprintHome,
          sprint: { ...sprint, status: 'NO_STARTED' },
          mine: notJoined,
          top: [],
        },
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.home': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'sprint.home': refused(404, 'sprint.not.found', '冲刺月活动不存在') },
    }),
  ],
}

export const Anonymous: Story = {
  decorators: [withRuntime({})],
}
