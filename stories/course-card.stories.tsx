import type { Meta, StoryObj } from '@storybook/react-vite'
import CourseCard from '@/widgets/course-card/course-card'
import {
  acneCourse,
  caption,
  column,
  dermatitisCourse,
  dermoscopyCourse,
  psoriasisCourse,
} from './learning-cards'
import { DAY, fromNow } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const psoriasis = psoriasisCourse
const dermatitis = dermatitisCourse
const acne = acneCourse
const dermoscopy = dermoscopyCourse

const meta = {
  title: 'Learning/CourseCard',
  component: CourseCard,
  ...widgetDocs('CourseCard'),
  args: { ...runtimeArgs(), course: psoriasis, layout: 'horizontal' },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
    // The route table tells the card whether the screen it opens is for certified doctors (认证医生).
    withRuntime(),
  ],
} satisfies Meta<typeof CourseCard>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A paid video course: ¥199.00 with ¥299.00 struck through, 共8节 · 已售 1.2万; 认证医生 on the cover
 * because course main always checks certification (pages.json guards).
 */
export const Horizontal: Story = {}

/** Opening the academy course screen instead, whose route asks no certification: no 认证医生 mark. */
export const AcademyTarget: Story = { args: { target: 'academy' } }

/** Live, advanced (进阶). */
export const Advanced: Story = { args: { course: dermatitis } }

/** Free (免费), an article course. */
export const Free: Story = { args: { course: acne } }

/** Goes on sale in 5 days: 即将开售 with the date; 已售 1.5亿. */
export const BeforeSale: Story = { args: { course: dermoscopy } }

export const SalesEnded: Story = {
  args: { course: { ...psoriasis, salesEndTime: fromNow(-DAY) } },
}

export const Inactive: Story = { args: { course: { ...psoriasis, status: 'INACTIVE' } } }

/** For a waterfall or grid column. */
export const Vertical: Story = { args: { layout: 'vertical' }, decorators: [column] }

export const VerticalFree: Story = { args: { course: acne, layout: 'vertical' }, decorators: [column] }

/** A big 16:9 cover with the subtitle. */
export const Large: Story = { args: { course: dermatitis, layout: 'large' } }

export const LongTitle: Story = {
  args: {
    course: {
      ...psoriasis,
      title: '中重度斑块状银屑病生物制剂治疗的规范化路径：从患者评估、药物选择到长期随访管理的全流程实战精讲',
      tags: ['生物制剂', '指南解读', '病例讨论', '长期管理'],
      lecturer: {
        ...psoriasis.lecturer,
        hospital: '中国医学科学院北京协和医学院北京协和医院皮肤科与性病科',
      },
    },
  },
}

/** An empty cover address: the default picture. */
export const NoCover: Story = { args: { course: { ...acne, bigPicUrl: '' } } }

/** While the course is still loading. */
export const Loading: Story = { args: { course: undefined }, decorators: [caption('推荐课程')] }
