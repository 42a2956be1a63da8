import type { Meta, StoryObj } from '@storybook/react-vite'
import VideoIntro from '@/widgets/video-intro/video-intro'
import { cover, lecturers, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const video = {
  ...lessons[1],
  id: 1012,
  title: '寻常型银屑病的临床表现与皮肤镜特征',
  posterUrl: cover('皮肤镜特征', '#0f5bb5', '#5fb4f0'),
  videoUrl: '/media/demo/clip.mp4',
  introduction:
    '<p>本节介绍寻常型银屑病的典型临床表现（红斑、鳞屑、Auspitz 征），以及皮肤镜下点状血管、白色鳞屑等特征。</p>' +
    '<p>适合皮肤科住院医师及基层皮肤科医生学习。</p>',
  liked: false,
  favorite: false,
  accessible: true,
}

const meta = {
  title: 'Learning/VideoIntro',
  component: VideoIntro,
  ...widgetDocs('VideoIntro'),
  args: { ...runtimeArgs(), video },
  decorators: [withRuntime()],
} satisfies Meta<typeof VideoIntro>

export default meta
type Story = StoryObj<typeof meta>

export const Video: Story = {}

export const NoIntroduction: Story = { args: { video: { ...video, introduction: '' } } }

export const LongTexts: Story = {
  args: {
    video: {
      ...video,
      duration: 5432,
      title: '中重度斑块状银屑病的生物制剂治疗：真实世界多中心研究数据解读与典型病例全流程管理示范',
      lecturer: { ...lecturers.wang, hospital: '中国医学科学院皮肤病医院（中国医学科学院皮肤病研究所）' },
    },
    notice:
      '本视频仅供医疗专业人士学习交流，不构成任何诊疗建议。视频中涉及的药物用法用量请以药品说明书及最新指南为准；请勿录屏、转载或用于任何商业用途，违者平台将依法追究责任。',
  },
}

/** An empty poster address: the default picture. */
export const MissingPoster: Story = { args: { video: { ...video, posterUrl: '', bigPicUrl: '' } } }

export const NotFound: Story = { args: { video: null } }
