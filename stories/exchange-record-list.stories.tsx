import type { Meta, StoryObj } from '@storybook/react-vite'
import ExchangeRecordList from '@/widgets/exchange-record-list/exchange-record-list'
import { DAY, fromNow, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const records = [
  { id: 3, code: 'DERM2026A1B2', lesson: lessons[1], exchangedAt: fromNow(-DAY) },
  { id: 2, code: 'PSO-VIP-8812', lesson: lessons[0], exchangedAt: fromNow(-12 * DAY) },
  {
    id: 1,
    code: 'ACNE0099',
    lesson: { ...lessons[4], title: '痤疮分级与外用药物选择' },
    exchangedAt: fromNow(-90 * DAY),
  },
]
const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})
const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }

const meta = {
  title: 'Account/ExchangeRecordList',
  component: ExchangeRecordList,
  ...widgetDocs('ExchangeRecordList'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'videoExchange.records': page(records) } })],
} satisfies Meta<typeof ExchangeRecordList>

export default meta
type Story = StoryObj<typeof meta>

export const Records: Story = {}

export const MorePages: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'videoExchange.records': page(records, true) } })],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'videoExchange.records': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'videoExchange.records': page([]) } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'videoExchange.records': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}
