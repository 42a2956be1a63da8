import type { Meta, StoryObj } from '@storybook/react-vite'
import CommentThread from '@/widgets/comment-thread/comment-thread'
import type { Comment, Reply } from '@/widgets/comment-thread/types'
import { runtimeArgs } from './runtime-args'
import { pending, refused, svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString()

function face(initial: string, color: string): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="${color}"/>` +
      `<text x="36" y="46" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`,
  )
}

const authors = {
  zhang: { userId: 10003, nickname: '张主任 · 华山医院皮肤科', avatar: face('张', '#5b8def') },
  li: { userId: 10001, nickname: '李医生', avatar: '' },
  wang: { userId: 10002, nickname: '王医生', avatar: face('王', '#2fb58a') },
  chen: { userId: 10004, nickname: '陈住院', avatar: face('陈', '#e5792b') },
}

function reply(id: number, commentId: number, fields: Partial<Reply>): Reply {
  return {
    id,
    commentId,
    content: '',
    author: authors.wang,
    replyTo: null,
    createdAt: minutesAgo(30),
    likeCount: 0,
    liked: false,
    mine: false,
    ...fields,
  }
}

const comments: Comment[] = [
  {
    id: 1,
    content:
      '讲得非常清楚。想请教一下：对于合并潜伏结核感染的中重度斑块状银屑病患者，IL-17 抑制剂和 IL-23 抑制剂在启动时机上有什么差别？',
    author: authors.zhang,
    createdAt: minutesAgo(3),
    likeCount: 42,
    liked: true,
    mine: false,
    replyCount: 4,
    replies: [
      reply(11, 1, {
        content: '同问，临床上遇到不少这样的患者。',
        author: authors.chen,
        createdAt: minutesAgo(2),
      }),
      reply(12, 1, {
        content:
          '指南建议先规范预防性抗结核治疗 1 个月后再启动生物制剂，IL-23 抑制剂的结核再激活风险相对更低。',
        author: authors.wang,
        replyTo: { userId: 10004, nickname: '陈住院' },
        likeCount: 8,
      }),
      reply(13, 1, {
        content: '谢谢王老师！',
        author: authors.li,
        mine: true,
        replyTo: { userId: 10002, nickname: '王医生' },
      }),
      reply(14, 1, { content: '补充一点：治疗期间每年复查 T-SPOT。', author: authors.zhang, likeCount: 3 }),
    ],
  },
  {
    id: 2,
    content: '第三部分的病例很典型，甲银屑病的评分方法能否再展开讲讲？',
    author: authors.li,
    createdAt: minutesAgo(90),
    likeCount: 3,
    liked: false,
    mine: true,
    replyCount: 0,
    replies: [],
  },
  {
    id: 3,
    content: '收藏了，下周科室学习会用这个课件。',
    author: authors.chen,
    createdAt: minutesAgo(60 * 24 * 3),
    likeCount: 0,
    liked: false,
    mine: false,
    replyCount: 0,
    replies: [],
  },
]

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
const page = (items: Comment[], total: number, hasMore: boolean) => ({
  items,
  total,
  page: 1,
  size: 10,
  hasMore,
})
const actions = {
  'comment.post': (params: Record<string, unknown>) => ({
    ...(comments[1] as Comment),
    id: Date.now(),
    content: String(params.content),
    createdAt: new Date().toISOString(),
    likeCount: 0,
  }),
  'comment.reply': (params: Record<string, unknown>) =>
    reply(Date.now(), Number(params.id), { content: String(params.content), author: authors.li, mine: true }),
  'comment.like': { liked: true, likeCount: 4 },
  'comment.unlike': { liked: false, likeCount: 41 },
  'comment.replyLike': { liked: true, likeCount: 9 },
  'comment.replyUnlike': { liked: false, likeCount: 0 },
  'comment.delete': { deleted: true },
  'comment.replyDelete': { deleted: true },
}

const meta = {
  title: 'Learning/CommentThread',
  component: CommentThread,
  ...widgetDocs('CommentThread'),
  args: { ...runtimeArgs(), type: 'ARTICLE', id: 1001 },
  decorators: [withRuntime({ ...doctor, api: { 'comment.items': page(comments, 23, true), ...actions } })],
} satisfies Meta<typeof CommentThread>

export default meta
type Story = StoryObj<typeof meta>

/** Comments with likes and replies (3 shown, 展开更多回复), own ones with 删除, 查看更多评论. */
export const Default: Story = {}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'comment.items': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'comment.items': page([], 0, false), ...actions } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'comment.items': refused(0, 'network.error', '网络连接失败，请稍后重试') },
    }),
  ],
}

/** A guest: 登录后查看和发表评论, nothing is loaded. */
export const Guest: Story = {
  decorators: [withRuntime({ api: {} })],
}

/** A long comment and a long name. */
export const LongTexts: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'comment.items': page(
          [
            {
              ...(comments[0] as Comment),
              id: 9,
              author: {
                ...authors.zhang,
                nickname: '中国医师协会皮肤科医师分会银屑病专业委员会委员 张主任医师',
              },
              content:
                '这个病例非常有代表性。患者为 45 岁男性，病程 12 年，既往使用甲氨蝶呤和阿维 A 效果欠佳，PASI 评分 18.6，BSA 22%，DLQI 15 分，合并代谢综合征和非酒精性脂肪肝。' +
                '在选择生物制剂时，除了疗效之外还需综合考虑体重对药物剂量的影响、肝功能随访、疫苗接种计划以及患者的经济负担与依从性。我们科室的经验是先完善结核筛查、乙肝五项与丙肝抗体，' +
                '同时请营养科介入体重管理，再启动 IL-17A 抑制剂治疗，12 周时 PASI 90 达标率明显提升。\n\n欢迎大家一起交流讨论。',
              replies: [],
              replyCount: 0,
            },
          ],
          1,
          false,
        ),
        ...actions,
      },
    }),
  ],
}

/** The page has its own bottom bar: 写评论… sits in the header instead. */
export const WithoutComposerBar: Story = {
  args: { composer: false, title: '精选评论' },
  decorators: [
    withRuntime({ ...doctor, api: { 'comment.items': page(comments.slice(1), 2, false), ...actions } }),
  ],
}
