import type { Meta, StoryObj } from '@storybook/react-vite'
import UtaskPage from '@/widgets/utask-page/utask-page'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { utaskPageConfig, utasks } from './utask-fixtures'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Partners/UtaskPage',
  component: UtaskPage,
  ...widgetDocs('UtaskPage'),
  args: { ...runtimeArgs(), name: 'petersonslab' },
  decorators: [withRuntime({ api: { 'utask.page': utaskPageConfig } })],
} satisfies Meta<typeof UtaskPage>

export default meta
type Story = StoryObj<typeof meta>

/** /utask-petersonslab: banner, intro (sanitized: the script is dropped), themed cards, ING first. */
export const PetersonsLab: Story = {}

/** /utask-drwu: another page config in its own colour. */
export const DrWu: Story = {
  args: { name: 'drwu' },
  decorators: [
    withRuntime({
      api: {
        'utask.page': {
          name: 'drwu',
          title: '吴博士专区',
          bannerUrl: '',
          introHtml: '<p>吴博士团队的调研与招募任务，欢迎皮肤科同道参与。</p>',
          themeColor: '#c2410c',
          utasks: [utasks[1], utasks[3], utasks[6]],
        },
      },
    }),
  ],
}

/** A page without tasks: 暂无任务. */
export const NoTasks: Story = {
  decorators: [withRuntime({ api: { 'utask.page': { ...utaskPageConfig, utasks: [] } } })],
}

export const Loading: Story = { decorators: [withRuntime({ api: { 'utask.page': pending } })] }

/** An unknown name (404): 页面不存在或已下线. */
export const Missing: Story = {
  args: { name: 'nobody' },
  decorators: [withRuntime({ api: { 'utask.page': refused(404, 'utask.page.not.found', '页面不存在') } })],
}

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'utask.page': refused(500, 'server.error', '服务器开小差了') } })],
}
