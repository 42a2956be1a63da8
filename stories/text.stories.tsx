import type { Meta, StoryObj } from '@storybook/react-vite'
import Text from '@/widgets/text/text'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const longParagraph =
  '特应性皮炎是一种慢性、复发性、炎症性皮肤病，常伴剧烈瘙痒，患者往往合并过敏性鼻炎、哮喘等特应性疾病。' +
  '本课程从皮肤屏障功能障碍、2 型炎症通路与微生物失衡讲起，系统梳理儿童与成人患者的分级治疗策略，' +
  '包括基础润肤、外用糖皮质激素与钙调磷酸酶抑制剂的序贯使用、度普利尤单抗等生物制剂及 JAK 抑制剂的选择，' +
  '并结合门诊真实病例讨论长期维持治疗、患者教育与随访管理中的常见问题。'

const meta = {
  title: 'Building blocks/Text',
  component: Text,
  ...widgetDocs('Text'),
  args: { ...runtimeArgs(), text: '银屑病的系统治疗与生物制剂选择' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Title: Story = { args: { variant: 'title' } }

export const Subtitle: Story = { args: { variant: 'subtitle', text: '第 3 讲 · 斑块状银屑病的外用药物治疗' } }

export const Body: Story = {
  args: { variant: 'body', text: '本讲介绍皮肤镜下色素性皮损的基本模式，以及黑色素瘤的常见特征。' },
}

export const Caption: Story = {
  args: {
    variant: 'caption',
    color: 'secondary',
    text: '© 2026 DermaCampus · 皮肤科成长学院',
    align: 'center',
  },
}

/** A number from a binding (`共${data.total}门`) renders as it is. */
export const NumberText: Story = { args: { variant: 'subtitle', text: 1280 } }

export const ColorSecondary: Story = {
  args: { color: 'secondary', text: '主讲：北京协和医院皮肤科 · 张医生 · 更新于 3 天前' },
}

export const ColorPrimary: Story = { args: { color: 'primary', text: '查看全部 12 门痤疮相关课程' } }

export const ColorDanger: Story = {
  args: { color: 'danger', text: '报名将于今日 18:00 截止，名额仅剩 3 个' },
}

export const AlignCenter: Story = {
  args: { variant: 'subtitle', align: 'center', text: '正在进入成长学院…' },
}

export const AlignRight: Story = {
  args: { variant: 'caption', align: 'right', color: 'secondary', text: '共 24 课时' },
}

/** A long paragraph clamped to two lines ends with an ellipsis. */
export const LongClampedToTwoLines: Story = { args: { text: longParagraph, lines: 2 } }

/** Without `lines` a long paragraph wraps in full. */
export const LongUnclamped: Story = { args: { text: longParagraph } }

/** A long course title wraps inside the 390 px frame. */
export const LongTitle: Story = {
  args: {
    variant: 'title',
    text: '皮肤镜在基底细胞癌鳞状细胞癌黑色素瘤及脂溢性角化病鉴别诊断中的应用进展与病例精讲',
  },
}
