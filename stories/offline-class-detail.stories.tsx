import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import OfflineClassDetail from '@/widgets/offline-class-detail/offline-class-detail'
import { cover, DAY, fromNow, HOUR, lecturers } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const offlineClass = {
  id: 2,
  activityId: 502,
  title: '皮肤镜临床应用实操训练营（上海站）',
  bigPicUrl: cover('皮肤镜训练营', '#7a5af5', '#c3b5ff'),
  city: '上海',
  address: '徐汇区宛平南路 600 号 复旦大学附属华山医院 5 号楼 3 楼会议室',
  startTime: fromNow(20 * DAY),
  endTime: fromNow(20 * DAY + 8 * HOUR),
  registrationStatus: 'START' as const,
  quota: 60,
  enrolledCount: 42,
  price: 0,
  introduction:
    '<h3>课程安排</h3><ul><li>09:00 皮肤镜基础与术语</li><li>10:30 色素性皮损分析流程</li>' +
    '<li>14:00 分组实操：真实病例读片</li><li>16:30 考核与答疑</li></ul>' +
    '<p>学员需自带皮肤镜设备，主办方提供练习用模型。</p>',
  lecturers: [lecturers.zhang, lecturers.wang],
  applied: false,
}
const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }

const meta = {
  title: 'Learning/OfflineClassDetail',
  component: OfflineClassDetail,
  ...widgetDocs('OfflineClassDetail'),
  args: { ...runtimeArgs(), offlineClass },
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'offlineClass.apply': { applied: true } } })],
} satisfies Meta<typeof OfflineClassDetail>

export default meta
type Story = StoryObj<typeof meta>

/** Registration open: 立即报名. */
export const Open: Story = {}

export const NotStarted: Story = {
  args: { offlineClass: { ...offlineClass, registrationStatus: 'NOT_START', enrolledCount: 0 } },
}

export const Ended: Story = {
  args: {
    offlineClass: {
      ...offlineClass,
      registrationStatus: 'END',
      startTime: fromNow(-30 * DAY),
      endTime: fromNow(-29 * DAY),
    },
  },
}

export const Applied: Story = { args: { offlineClass: { ...offlineClass, applied: true } } }

export const Full: Story = { args: { offlineClass: { ...offlineClass, enrolledCount: 60 } } }

/** A two-day camp with a fee. */
export const PaidTwoDays: Story = {
  args: { offlineClass: { ...offlineClass, price: 880, endTime: fromNow(21 * DAY + 4 * HOUR) } },
}

export const NotFound: Story = { args: { offlineClass: null } }

/** 立即报名 asks first, linking the consent. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '立即报名' }))
    await expect(await within(document.body).findByText('《线下训练营知情同意书》')).toBeVisible()
  },
}

/** The server refuses (名额已满 is toasted by the client); the button stays. */
export const ApplyRefused: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'offlineClass.apply': refused(400, 'academy.offline.class.full', '名额已满') },
    }),
  ],
}
