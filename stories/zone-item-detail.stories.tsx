import type { Meta, StoryObj } from '@storybook/react-vite'
import ZoneItemDetail from '@/widgets/zone-item-detail/zone-item-detail'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { utasks } from './utask-fixtures'
import { widgetDocs } from './widget-arg-types'
import { articleHtml, doctor, enterprise, zoneItem, zoneItems } from './zone-fixtures'

const withBody = (item: Record<string, unknown>, content = articleHtml, videoUrl = '') => ({
  ...item,
  content,
  videoUrl,
  enterprise,
})

const meta = {
  title: 'Partners/ZoneItemDetail',
  component: ZoneItemDetail,
  ...widgetDocs('ZoneItemDetail'),
  args: { itemId: 1, ...runtimeArgs() },
  decorators: [withRuntime({ ...doctor, api: { 'zone.item': withBody(zoneItem()) } })],
} satisfies Meta<typeof ZoneItemDetail>

export default meta
type Story = StoryObj<typeof meta>

/** An article: enterprise row, reads, the sanitized body. */
export const Article: Story = {}

/** A video plays above its description. */
export const Video: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'zone.item': withBody(
          zoneItems[1] ?? {},
          '<p>视频介绍痤疮外用药物的使用顺序与注意事项。</p>',
          '/media/demo/clip.mp4',
        ),
      },
    }),
  ],
}

/** A form: 去填写 opens the form screen. */
export const Form: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'zone.item': withBody(zoneItems[2] ?? {}, '<p>请如实填写问卷。</p>') } }),
  ],
}

/** A task: its own action as in the task list (申请试用 opens its form). */
export const Task: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'zone.item': withBody(zoneItems[3] ?? {}, ''),
        'utask.detail': utasks.find((task) => task.id === 3) ?? {},
      },
    }),
  ],
}

/** A task that cannot be read: 去参与 opens the task list. */
export const TaskUnreadable: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'zone.item': withBody(zoneItems[3] ?? {}, ''),
        'utask.detail': refused(404, 'utask.not.found', '任务不存在'),
      },
    }),
  ],
}

/** Without a login: 去登录. */
export const LoggedOut: Story = { decorators: [withRuntime({ api: {} })] }

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'zone.item': pending } })] }

export const Missing: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'zone.item': refused(404, 'zone.item.not.found', '内容不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'zone.item': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
