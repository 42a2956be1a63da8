import type { Meta, StoryObj } from '@storybook/react-vite'
import Card from '@/widgets/card/card'
import List from '@/widgets/list/list'
import Text from '@/widgets/text/text'
import { page } from './activity-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

interface Camp {
  id: number
  title: string
  city: string
  date: string
  seats: number
}

const camps: Camp[] = [
  { id: 12, title: '皮肤镜基础与进阶训练营', city: '上海', date: '4月12日', seats: 8 },
  { id: 13, title: '银屑病生物制剂规范化治疗研修班', city: '北京', date: '5月9日', seats: 0 },
  { id: 14, title: '痤疮与玫瑰痤疮诊疗工作坊', city: '广州', date: '5月23日', seats: 21 },
]

/**
 * What the page's `slots.item` (a Card reading `${item.title}`...) renders per item: the renderer hands
 * the List a `template` function; here it is written out.
 */
const template = (locals: Record<string, unknown>, key: string | number) => {
  const camp = locals.item as Camp
  return (
    <Card key={key} title={camp.title} subtitle={`${camp.date} · ${camp.city}`} margin={0} {...runtimeArgs()}>
      <Text
        color={camp.seats > 0 ? 'primary' : 'secondary'}
        text={camp.seats > 0 ? `剩余名额 ${camp.seats}` : '名额已满'}
      />
    </Card>
  )
}

const meta = {
  title: 'Building blocks/List',
  ...widgetDocs('List'),
  component: List,
  args: { ...runtimeArgs(), items: camps, template },
  decorators: [withRuntime()],
} satisfies Meta<typeof List>

export default meta
type Story = StoryObj<typeof meta>

/** A bound array (`items`): shown whole, no footer. */
export const BoundItems: Story = {}

/** An endpoint's pages; 没有更多了 after the last one (the answer arrives after 400 ms). */
export const FromEndpoint: Story = {
  args: { items: undefined, api: 'offlineClass.items' },
  decorators: [withRuntime({ api: { 'offlineClass.items': page(camps) } })],
}

/** More pages: the footer asks for the next one as it nears the screen's bottom (加载中). */
export const MorePages: Story = {
  args: { items: undefined, api: 'offlineClass.items', pageSize: 3 },
  decorators: [
    withRuntime({
      api: {
        'offlineClass.items': (params: Record<string, unknown>) =>
          Number(params.page) < 3
            ? page(
                camps.map((camp) => ({ ...camp, id: camp.id + 10 * Number(params.page) })),
                true,
              )
            : page([], false),
      },
    }),
  ],
}

export const Loading: Story = {
  args: { items: undefined, api: 'offlineClass.items' },
  decorators: [withRuntime({ api: { 'offlineClass.items': pending } })],
}

/** No items: 暂无… with the config's text. */
export const Empty: Story = {
  args: { items: [], emptyText: '暂无训练营', emptyDescription: '新的训练营发布后会显示在这里' },
}

/** A failed first page: 加载失败, 请检查网络后重试 and 重试. */
export const Failed: Story = {
  args: { items: undefined, api: 'offlineClass.items' },
  decorators: [
    withRuntime({ api: { 'offlineClass.items': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}

/** No template yet: each item's title on a plain row. */
export const WithoutTemplate: Story = { args: { template: undefined } }
