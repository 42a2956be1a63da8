import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import FavoriteButton from '@/widgets/favorite-button/favorite-button'
import { runtimeArgs } from './runtime-args'
import { refused, svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const course = {
  id: 12,
  title: '银屑病生物制剂的规范化应用',
  bigPicUrl: svgPicture(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#dbe8f8"/></svg>',
  ),
}

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
const answers = { 'favorite.add': { favorite: true }, 'favorite.remove': { favorite: false } }

/**
 * The doctor's favorites as the server keeps them: without `initial` the button shows what
 * favorite.status says, and a tap's write asks it again, so the story shows the server's state after it.
 */
function keptFavorites(collected: boolean) {
  let kept = collected
  return withRuntime({
    ...doctor,
    api: {
      'favorite.status': () => ({ favorite: kept }),
      'favorite.add': () => {
        kept = true
        return { favorite: true }
      },
      'favorite.remove': () => {
        kept = false
        return { favorite: false }
      },
    },
  })
}

/** Puts the button where it lives: a bottom bar, or over a course cover. */
function frame(kind: 'bar' | 'cover'): Decorator {
  return (Story) =>
    kind === 'bar' ? (
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, background: '#fff' }}>
        <Story />
        <span style={{ fontSize: 13, color: 'var(--app-text-secondary)' }}>底部操作栏中的「想学」按钮</span>
      </div>
    ) : (
      <div
        style={{
          position: 'relative',
          height: 180,
          borderRadius: 12,
          background: 'linear-gradient(135deg, #7fb1ef, #1f7ae0)',
        }}
      >
        <div style={{ position: 'absolute', top: 12, right: 12 }}>
          <Story />
        </div>
      </div>
    )
}

const meta = {
  title: 'Learning/FavoriteButton',
  component: FavoriteButton,
  ...widgetDocs('FavoriteButton'),
  args: { ...runtimeArgs(), item: course },
  decorators: [withRuntime({ ...doctor, api: answers })],
} satisfies Meta<typeof FavoriteButton>

export default meta
type Story = StoryObj<typeof meta>

/** 想学 (the ACADEMY list): tap to add, 已加入想学 toasts, and favorite.status then says 已想学. */
export const WantToLearn: Story = {
  args: { variant: 'wantToLearn' },
  decorators: [frame('bar'), keptFavorites(false)],
}

/** Collected, as the page's read says (`initial` bound to `${data.course.favorite}`). */
export const WantToLearnCollected: Story = {
  args: { variant: 'wantToLearn', initial: true },
  decorators: [frame('bar')],
}

/** A round heart over a cover picture. */
export const Icon: Story = { args: { variant: 'icon' }, decorators: [frame('cover'), keptFavorites(false)] }

export const IconCollected: Story = {
  args: { variant: 'icon' },
  decorators: [frame('cover'), keptFavorites(true)],
}

/** 收藏 / 已收藏 pill, e.g. under an article. */
export const Text: Story = {
  args: { variant: 'text', objectType: 'ARTICLE' },
  decorators: [keptFavorites(false)],
}

export const TextCollected: Story = {
  args: { variant: 'text', objectType: 'ARTICLE' },
  decorators: [keptFavorites(true)],
}

/** A guest tapping a course package: 请先登录后再收藏, nothing is called. */
export const GuestCoursePackage: Story = {
  args: { variant: 'wantToLearn', objectType: 'COURSE_PACKAGE' },
  decorators: [frame('bar'), withRuntime({ api: answers })],
}

/** The add is refused: the button stays 收藏 (the API client toasts the message). */
export const AddFails: Story = {
  args: { variant: 'text' },
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'favorite.add': refused(500, 'server.error', '服务器开小差了，请稍后重试') },
    }),
  ],
}
