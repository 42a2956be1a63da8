import type { Meta, StoryObj } from '@storybook/react-vite'
import LearnerHome from '@/widgets/learner-home/learner-home'
import { avatar, course, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const summary = {
  studyMinutes: 1286,
  monthStudyMinutes: 892,
  lessonCount: 37,
  favoriteCount: 12,
  orderCount: 3,
  certificateCount: 2,
  lastStudy: { lesson: lessons[1], course },
}
const user = { nickname: '李文静', avatar: avatar('李文静', '#1f7ae0'), accurateAuth: 2 }

const meta = {
  title: 'Learning/LearnerHome',
  component: LearnerHome,
  ...widgetDocs('LearnerHome'),
  args: { ...runtimeArgs(), summary, user },
  decorators: [withRuntime({ loginInfo: { token: 'story-token', name: '李文静', accurateAuth: 2 } })],
} satisfies Meta<typeof LearnerHome>

export default meta
type Story = StoryObj<typeof meta>

export const Certified: Story = {}

/** 未认证 with 去认证. */
export const Uncertified: Story = {
  args: { user: { nickname: '王医生', avatar: '', accurateAuth: 0 } },
}

/** A new doctor: nothing studied yet. */
export const NothingStudied: Story = {
  args: {
    summary: {
      studyMinutes: 0,
      monthStudyMinutes: 0,
      lessonCount: 0,
      favoriteCount: 0,
      orderCount: 0,
      certificateCount: 0,
      lastStudy: null,
    },
  },
}

/** The summary could not be loaded: the stats read --. */
export const SummaryMissing: Story = { args: { summary: null } }

/** Config replaced the menu. */
export const CustomMenu: Story = {
  args: {
    items: [
      { title: '学习记录', icon: 'studying', to: 'studying' },
      { title: '我的证书', icon: 'certificate', to: 'certificateList' },
      { title: '线下训练营', icon: 'offlineClass', to: 'offlineClassList', query: { status: 'START' } },
    ],
  },
}

export const LongTexts: Story = {
  args: {
    user: { ...user, nickname: '欧阳慕容雪·阿依古丽·买买提江' },
    summary: {
      ...summary,
      studyMinutes: 123456,
      lastStudy: {
        lesson: {
          ...lessons[2],
          title: '2025 版中国银屑病诊疗指南要点解读：系统治疗、生物制剂选择与特殊人群管理（下篇）',
        },
        course: {
          ...course,
          title: '中国银屑病诊疗指南（2025版）深度解读暨生物制剂临床应用规范化培训系列课程',
        },
      },
    },
  },
}
