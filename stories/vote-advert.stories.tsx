import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import VoteAdvert from '@/widgets/vote-advert/vote-advert'
import { runtimeArgs } from './runtime-args'
import { refused, withRuntime } from './story-runtime'
import { doctorLogin, votePicture } from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

/** The advert shows nothing until (and unless) it arrives: a caption marks where it sits. */
const slot: Decorator = (Story) => (
  <div>
    <p style={{ margin: '12px 16px 0', fontSize: 12, color: 'var(--app-text-secondary)' }}>
      活动视频（有广告时显示在此）
    </p>
    <Story />
  </div>
)

const advert = {
  id: 25,
  title: '「谁是皮肤专家」大赛宣传片',
  videoUrl: '/media/demo/clip.mp4',
  posterUrl: votePicture('大赛宣传片', '#e62b1e', 640, 360),
  link: '',
}

const meta = {
  title: 'Campaigns/VoteAdvert',
  component: VoteAdvert,
  ...widgetDocs('VoteAdvert'),
  args: { ...runtimeArgs(), promotionId: 25, accentColor: '#e62b1e' },
  decorators: [slot, withRuntime({ ...doctorLogin, api: { 'vote.videoAdvert': advert } })],
} satisfies Meta<typeof VoteAdvert>

export default meta
type Story = StoryObj<typeof meta>

/** Plays inline with controls over its poster. */
export const WithVideo: Story = {}

/** An allowlisted link: 了解详情 opens it in the webview screen. */
export const WithLink: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.videoAdvert': { ...advert, link: 'https://www.dermacampus.cn/vote/2025ted' } },
    }),
  ],
}

/** No advert (404 vote.advert.not.found): nothing shows. */
export const None: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.videoAdvert': refused(404, 'vote.advert.not.found', '暂无视频') },
    }),
  ],
}

/** Anonymous: the advert is a /user/ read, so nothing is asked and nothing shows. */
export const Anonymous: Story = { decorators: [withRuntime({})] }
