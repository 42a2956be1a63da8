import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import LikeButton from '@/widgets/like-button/like-button'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }

const actionBar: Decorator = (Story) => (
  <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: '12px 16px', background: '#fff' }}>
    <Story />
    <span style={{ fontSize: 13, color: 'var(--app-text-secondary)' }}>评论 36</span>
  </div>
)

const meta = {
  title: 'Learning/LikeButton',
  component: LikeButton,
  ...widgetDocs('LikeButton'),
  args: { ...runtimeArgs(), type: 'ARTICLE', id: 1001 },
  decorators: [
    actionBar,
    withRuntime({
      ...doctor,
      api: {
        'like.add': { liked: true, likeCount: 129 },
        'like.remove': { liked: false, likeCount: 128 },
        'live.like': { liked: true, likeCount: 5621 },
        'live.unlike': { liked: false, likeCount: 5620 },
      },
    }),
  ],
} satisfies Meta<typeof LikeButton>

export default meta
type Story = StoryObj<typeof meta>

export const Icon: Story = { args: { liked: false, count: 128 } }

export const IconLiked: Story = { args: { liked: true, count: 129 } }

/** Nobody has liked it yet: the icon reads 赞. */
export const NoLikesYet: Story = { args: { liked: false, count: 0 } }

/** spec §5: from 5 digits the count reads with 万. */
export const BigCount: Story = { args: { type: 'LIVE', id: 1003, liked: false, count: 56_200 } }

export const Pill: Story = { args: { variant: 'pill', liked: false, count: 36 } }

export const PillLiked: Story = { args: { variant: 'pill', liked: true, count: 37 } }

/** A guest: the tap goes to login. */
export const Guest: Story = {
  args: { liked: false, count: 12 },
  decorators: [withRuntime({ api: {} })],
}
