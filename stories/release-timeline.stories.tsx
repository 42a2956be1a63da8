import type { Meta, StoryObj } from '@storybook/react-vite'
import ReleaseTimeline from '@/widgets/release-timeline/release-timeline'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const releases = [
  {
    version: '3.8.2',
    releasedAt: '2026-11-18',
    notes: ['修复部分安卓机型课程视频全屏后无法退出的问题', '优化皮肤镜图谱的加载速度'],
  },
  {
    version: '3.8.0',
    releasedAt: '2026-10-30',
    notes: ['新增“特应性皮炎规范化诊疗”系列课程', '学习记录支持按学分筛选', '病例讨论支持上传多张皮损照片'],
  },
  {
    version: '3.7.5',
    releasedAt: '2026-09-12',
    notes: ['“谁是皮肤专家”投票活动上线', '修复个别用户无法领取电子书的问题'],
  },
  { version: '3.7.0', releasedAt: '2026-08-01', notes: ['全新课程详情页', '直播支持回放倍速播放'] },
]

const meta = {
  title: 'Account/ReleaseTimeline',
  component: ReleaseTimeline,
  ...widgetDocs('ReleaseTimeline'),
  args: { ...runtimeArgs(), releases },
} satisfies Meta<typeof ReleaseTimeline>

export default meta
type Story = StoryObj<typeof meta>

/** The newest release is the one running: marked 当前版本. */
export const CurrentIsNewest: Story = { args: { current: '3.8.2' } }

/** An older app opens the page: its release is marked, newer ones above it. */
export const CurrentIsOlder: Story = { args: { current: '3.7.5' } }

/** Opened without `version`: no release is marked. */
export const NoCurrent: Story = { args: { current: '' } }

/** The releases endpoint answered nothing (its data source defaults to []). */
export const Empty: Story = { args: { releases: [], current: '3.8.2' } }

export const CustomTitleAndEmptyText: Story = {
  args: { releases: [], title: '更新日志', emptyText: '当前版本为首个正式版本，暂无历史更新' },
}

export const SingleRelease: Story = {
  args: {
    releases: [{ version: '1.0.0', releasedAt: '2025-03-01', notes: ['DermaCampus 皮肤科成长学院正式上线'] }],
    current: '1.0.0',
  },
}

export const ManyNotes: Story = {
  args: {
    current: '4.0.0',
    releases: [
      {
        version: '4.0.0',
        releasedAt: '2026-12-20',
        notes: [
          '全新首页：按银屑病、特应性皮炎、痤疮、白癜风等病种浏览课程',
          '新增皮肤镜图谱，收录 1200 余张标注图像',
          '课程支持离线缓存',
          '直播间支持连麦提问',
          '病例讨论新增匿名模式',
          '学分证书支持一键下载',
          '考试支持错题回顾',
          '新增夜间模式',
          '消息中心支持分类查看',
          '修复若干已知问题并优化性能',
        ],
      },
      ...releases,
    ],
  },
}

export const LongNote: Story = {
  args: {
    current: '3.8.2',
    releases: [
      {
        version: '3.8.2',
        releasedAt: '2026-11-18',
        notes: [
          '优化“皮肤镜在色素性皮损鉴别诊断中的应用”课程的图像查看体验：支持双指缩放至原图细节、左右滑动对比同一病例不同时期的皮肤镜图像，并可在图像上查看专家标注的典型结构（如不规则色素网、蓝白幕、负性网络与点状血管），便于对照学习黑色素瘤与色素痣的鉴别要点',
          '修复已知问题',
        ],
      },
      ...releases.slice(1),
    ],
  },
}
