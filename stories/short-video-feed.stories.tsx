import type { Meta, StoryObj } from '@storybook/react-vite'
import ShortVideoFeed from '@/widgets/short-video-feed/short-video-feed'
import { cover, lecturers } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const collection = { id: 31, title: '皮肤镜入门 30 讲' }

const videos = [
  {
    id: 1101,
    title: '一分钟看懂皮肤镜下的色素网：规则与不规则怎么分？',
    videoUrl: '/media/demo/clip.mp4',
    posterUrl: cover('色素网', '#1d3a6e', '#2aa198'),
    lecturer: lecturers.zhang,
    likeCount: 12_860,
    liked: false,
    favorite: false,
    commentCount: 236,
    collection,
  },
  {
    id: 1102,
    title: '银屑病甲的皮肤镜表现',
    videoUrl: '/media/demo/clip.mp4',
    posterUrl: cover('银屑病甲', '#c2566f', '#f2a65a'),
    lecturer: lecturers.li,
    likeCount: 980,
    liked: true,
    favorite: true,
    commentCount: 0,
    collection,
  },
  {
    id: 1103,
    title:
      '特应性皮炎患儿的日常护理要点：保湿剂的选择、沐浴频率、衣物材质以及家长最常问到的十个问题，一次讲清楚',
    videoUrl: '/media/demo/clip.mp4',
    posterUrl: cover('特应性皮炎护理', '#7a5af5', '#5fb4f0'),
    lecturer: { ...lecturers.wang, avatarUrl: '' },
    likeCount: 0,
    liked: false,
    favorite: false,
    commentCount: 12,
    collection: null,
  },
]

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, size: 10, hasMore: false })

const meta = {
  title: 'Learning/ShortVideoFeed',
  component: ShortVideoFeed,
  ...widgetDocs('ShortVideoFeed'),
  args: { ...runtimeArgs(), items: videos, onComment: [{ type: 'toast', text: '评论即将开放' }] },
  decorators: [
    withRuntime({
      api: {
        'like.add': { liked: true, likeCount: 12_861 },
        'like.remove': { liked: false, likeCount: 979 },
        'favorite.add': { favorite: true },
        'favorite.remove': { favorite: false },
      },
      loginInfo: { token: 'story-token' },
    }),
  ],
} satisfies Meta<typeof ShortVideoFeed>

export default meta
type Story = StoryObj<typeof meta>

/** The first video plays muted (点击开启声音); swipe up for the next. */
export const Default: Story = {}

/** Opened from a collection (jumpType=collection) at its second video: 合集·皮肤镜入门 30 讲. */
export const FromCollection: Story = { args: { jumpType: 'collection', initialId: 1102 } }

/** A long title and a lecturer without an avatar (the third video). */
export const LongTitle: Story = { args: { position: 2 } }

/** Loaded from shortVideo.items. */
export const FromApi: Story = {
  args: { items: undefined, params: { collectionId: 31 } },
  decorators: [withRuntime({ api: { 'shortVideo.items': page(videos) } })],
}

export const Loading: Story = {
  args: { items: undefined },
  decorators: [withRuntime({ api: { 'shortVideo.items': pending } })],
}

export const Empty: Story = {
  args: { items: undefined },
  decorators: [withRuntime({ api: { 'shortVideo.items': page([]) } })],
}

/** The list could not be loaded: 重新加载. */
export const Failed: Story = {
  args: { items: undefined },
  decorators: [
    withRuntime({ api: { 'shortVideo.items': refused(0, 'network.error', '网络连接失败，请稍后重试') } }),
  ],
}
