import type { Meta, StoryObj } from '@storybook/react-vite'
import ContentFeed from '@/widgets/content-feed/content-feed'
import {
  caption,
  contentCards,
  courses,
  favorites,
  lessonList,
  lives,
  offlineClasses,
  packages,
  shortVideos,
  studying,
} from './learning-cards'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/** Page 1 of a list; the next pages repeat it with new ids until page 3. */
function pages(items: { id?: number }[]) {
  return (params: Record<string, unknown>) => {
    const page = Number(params.page ?? 1)
    return {
      items: items.map((item, index) =>
        'id' in item ? { ...item, id: (item.id ?? index) + (page - 1) * 1000 } : item,
      ),
      total: items.length * 3,
      page,
      size: Number(params.size ?? 10),
      hasMore: page < 3,
    }
  }
}

function once<T>(items: T[]) {
  return { items, total: items.length, page: 1, size: 10, hasMore: false }
}

const meta = {
  title: 'Learning/ContentFeed',
  component: ContentFeed,
  ...widgetDocs('ContentFeed'),
  args: { ...runtimeArgs(), api: 'course.items', card: 'course', layout: 'list' },
  decorators: [
    caption('精选课程'),
    withRuntime({
      api: {
        'course.items': pages(courses),
        'vod.items': pages(lessonList),
        'live.items': once(lives),
        'shortVideo.items': pages(shortVideos),
        'coursePackage.items': once(packages),
        'offlineClass.items': once(offlineClasses),
        'favorite.items': once(favorites),
        'studying.items': once(studying),
        'topic.detail': contentCards,
      },
    }),
  ],
} satisfies Meta<typeof ContentFeed>

export default meta
type Story = StoryObj<typeof meta>

/** Courses as rows, loading more as the reader scrolls. */
export const Courses: Story = {}

/** spec §9 waterfall: 2 columns, gap 8, 30 px at the bottom. */
export const CoursesWaterfall: Story = { args: { layout: 'waterfall' } }

export const CoursesGrid: Story = { args: { layout: 'grid', target: 'academy' } }

export const Lessons: Story = { args: { api: 'vod.items', card: 'lesson', params: { sort: 'HEAT' } } }

/** Lives with big covers: 直播中, 即将开播, 直播结束. */
export const Lives: Story = { args: { api: 'live.items', card: 'live' } }

export const ShortVideos: Story = {
  args: { api: 'shortVideo.items', card: 'shortVideo', layout: 'waterfall' },
}

export const Packages: Story = { args: { api: 'coursePackage.items', card: 'package' } }

/** 报名中, 未开始, 已结束 with places taken. */
export const OfflineClasses: Story = { args: { api: 'offlineClass.items', card: 'offlineClass' } }

export const Favorites: Story = {
  args: { api: 'favorite.items', card: 'favorite', params: { x: 'ACADEMY' } },
}

/** Learning records with progress and 继续学习. */
export const Studying: Story = { args: { api: 'studying.items', card: 'studying' } }

/** Topic cards (a plain array answer: one page). */
export const ContentCards: Story = { args: { api: 'topic.detail', card: 'contentCard' } }

/** With pull-down refresh (home, offline class list, advanced courses). */
export const Refreshable: Story = { args: { refreshable: true } }

export const Loading: Story = {
  decorators: [withRuntime({ api: { 'course.items': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ api: { 'course.items': once([]) } })],
}

export const EmptyFavorites: Story = {
  args: {
    api: 'favorite.items',
    card: 'favorite',
    emptyText: '还没有想学的内容',
    emptyDescription: '在课程页点击「想学」，就会出现在这里',
  },
  decorators: [withRuntime({ api: { 'favorite.items': once([]) } })],
}

/** The first page failed: 加载失败 with 重新加载. */
export const Failed: Story = {
  decorators: [
    withRuntime({ api: { 'course.items': refused(0, 'network.error', '网络连接失败，请稍后重试') } }),
  ],
}

export const LongTitles: Story = {
  decorators: [
    withRuntime({
      api: {
        'course.items': once(
          courses.map((course) => ({
            ...course,
            title: `${course.title}：结合真实世界研究数据与多中心临床病例的系统讲解、答疑与考核（上、下篇合集）`,
          })),
        ),
      },
    }),
  ],
}
