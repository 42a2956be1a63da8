import type { Meta, StoryObj } from '@storybook/react-vite'
import CourseHeader from '@/widgets/course-header/course-header'
import { course, cover, DAY, fromNow, HOUR, lecturers } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/CourseHeader',
  component: CourseHeader,
  ...widgetDocs('CourseHeader'),
  args: { ...runtimeArgs(), course, variant: 'course' },
  decorators: [withRuntime()],
} satisfies Meta<typeof CourseHeader>

export default meta
type Story = StoryObj<typeof meta>

/** A paid video course: ¥199.00 with ¥299.00 struck through, 共5节 · 1.2万人学习 · 已售 320. */
export const Paid: Story = {}

export const Free: Story = { args: { course: { ...course, price: 0, payPrice: 0, originalPrice: 0 } } }

/** A limited-time price with its label. */
export const Discount: Story = {
  args: {
    course: {
      ...course,
      payPrice: 149,
      discountLabel: '限时优惠',
      discount: { price: 149, label: '限时优惠' },
    },
  },
}

/** 3人团 ¥99 · 已拼 12 人 · 距结束 2天. */
export const GroupPurchase: Story = {
  args: {
    course: {
      ...course,
      groupPurchase: {
        id: 7,
        price: 99,
        groupSize: 3,
        joinedCount: 12,
        endTime: fromNow(2 * DAY + 5 * HOUR),
      },
    },
  },
}

export const GroupPurchaseEnded: Story = {
  args: {
    course: {
      ...course,
      groupPurchase: { id: 7, price: 99, groupSize: 3, joinedCount: 2, endTime: fromNow(-HOUR) },
    },
  },
}

/** Not on sale yet: 即将开售 with the time. */
export const UpcomingSale: Story = {
  args: { course: { ...course, salesStartTime: fromNow(4 * DAY), salesEndTime: null } },
}

export const SalesEnded: Story = {
  args: { course: { ...course, salesStartTime: fromNow(-60 * DAY), salesEndTime: fromNow(-DAY) } },
}

export const Purchased: Story = { args: { course: { ...course, purchased: true } } }

/** An operator previews a course that is off the shelf. */
export const PreviewInactive: Story = {
  args: { preview: true, course: { ...course, status: 'INACTIVE' } },
}

export const Academy: Story = {
  args: { variant: 'academy', course: { ...course, courseType: 'LIVE', title: '特应性皮炎月度直播课' } },
}

export const Advanced: Story = {
  args: {
    variant: 'advanced',
    course: {
      ...course,
      title: '皮肤镜进阶：色素性皮损的鉴别诊断',
      bigPicUrl: cover('皮肤镜进阶', '#8a5a1f', '#e6b86a'),
      category: '皮肤镜',
      tags: ['进阶', '病例精讲'],
      price: 599,
      payPrice: 599,
      originalPrice: 799,
      lecturer: lecturers.wang,
    },
  },
}

export const Package: Story = {
  args: {
    variant: 'package',
    course: {
      id: 3,
      title: '痤疮诊疗全攻略课程包',
      subtitle: '3 门课程，覆盖痤疮分级、外用与系统治疗、医美联合方案',
      bigPicUrl: cover('痤疮课程包', '#f5533d', '#ffb199'),
      price: 399,
      payPrice: 399,
      originalPrice: 597,
      soldCount: 1280,
      courses: [{ id: 21 }, { id: 22 }, { id: 23 }],
      tags: ['痤疮', '课程包'],
    },
  },
}

export const LongTexts: Story = {
  args: {
    course: {
      ...course,
      title: '中国银屑病诊疗指南（2025版）深度解读暨生物制剂与小分子靶向药物临床应用规范化培训系列课程',
      subtitle:
        '特邀全国二十余位银屑病领域知名专家，结合大量真实世界病例，系统讲解从诊断、评估、分型到局部治疗、光疗、系统治疗及共病管理的完整诊疗路径',
      tags: ['银屑病', '指南解读', '生物制剂', '小分子靶向药', '共病管理', '真实世界研究', '病例讨论'],
      lecturer: {
        ...lecturers.zhang,
        name: '欧阳建中',
        title: '主任医师、教授、博士研究生导师',
        hospital: '中国医学科学院皮肤病医院（中国医学科学院皮肤病研究所）',
      },
      viewCount: 123456789,
      soldCount: 45678,
    },
  },
}

/** An empty cover address and no lecturer picture: the default pictures. */
export const MissingPictures: Story = {
  args: { course: { ...course, bigPicUrl: '', lecturer: { ...lecturers.li, avatarUrl: '' } } },
}
