import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Action } from '@/runtime/schema'
import ResultPanel from '@/widgets/result-panel/result-panel'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const goHome: Action[] = [{ type: 'navigate', to: 'home', mode: 'reLaunch' }]
const goBack: Action[] = [{ type: 'back' }]

const meta = {
  title: 'Building blocks/ResultPanel',
  component: ResultPanel,
  ...widgetDocs('ResultPanel'),
  args: { ...runtimeArgs(), title: '暂无内容' },
} satisfies Meta<typeof ResultPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The link-invalid screen as schemas/pages/link-invalid.json configures it: two buttons. */
export const Invalid: Story = {
  args: {
    status: 'invalid',
    title: '链接已失效',
    description: '您访问的页面不存在或已下线，可以回到首页看看其他内容',
    buttonText: '返回首页',
    onClick: goHome,
    secondaryText: '返回上一页',
    onSecondary: goBack,
  },
}

export const Empty: Story = {
  args: {
    status: 'empty',
    title: '还没有学习记录',
    description: '去课程中心看看银屑病、特应性皮炎等热门课程吧',
    buttonText: '去选课',
    onClick: [{ type: 'navigate', to: 'home' }],
  },
}

export const NetworkError: Story = {
  args: {
    status: 'error',
    title: '网络开小差了',
    description: '请检查网络连接后重试',
    buttonText: '重新加载',
    onClick: [{ type: 'navigate', to: 'home', mode: 'replace' }],
  },
}

export const Success: Story = {
  args: {
    status: 'success',
    title: '报名成功',
    description: '《皮肤镜诊断黑色素瘤》直播将于 12 月 8 日 19:30 开始，开播前会提醒您',
    buttonText: '查看课程',
    onClick: goBack,
    secondaryText: '返回首页',
    onSecondary: goHome,
  },
}

export const Waiting: Story = {
  args: {
    status: 'waiting',
    title: '资质审核中',
    description: '医师资格认证预计在 1 个工作日内完成，审核通过后即可观看全部病例讨论',
    buttonText: '我知道了',
    onClick: goBack,
  },
}

/** Status defaults to `empty`; title only, no description and no button. */
export const TitleOnly: Story = { args: { title: '暂无相关课程' } }

export const OneButton: Story = {
  args: {
    status: 'invalid',
    title: '活动已结束',
    description: '“谁是皮肤专家”投票活动已于 11 月 30 日结束，感谢参与',
    buttonText: '返回首页',
    onClick: goHome,
  },
}

export const TwoButtons: Story = {
  args: {
    status: 'error',
    title: '视频加载失败',
    description: '《痤疮的光电治疗》视频暂时无法播放',
    buttonText: '重试',
    onClick: [{ type: 'navigate', to: 'home', mode: 'replace' }],
    secondaryText: '返回上一页',
    onSecondary: goBack,
  },
}

export const LongDescription: Story = {
  args: {
    status: 'invalid',
    title: '该病例讨论仅对认证医师开放，请完成执业医师资格认证后再查看',
    description:
      '为保护患者隐私，病例讨论中包含的临床照片、皮肤镜图像与病理资料仅对已完成执业医师资格认证的用户开放。' +
      '请在“我的—资质认证”中上传医师资格证书与执业证书，审核通常在 1 个工作日内完成；' +
      '如有疑问，可通过“帮助与反馈”联系客服，我们将尽快为您处理。',
    buttonText: '去认证',
    onClick: [{ type: 'navigate', to: 'userHome' }],
    secondaryText: '返回上一页',
    onSecondary: goBack,
  },
}
