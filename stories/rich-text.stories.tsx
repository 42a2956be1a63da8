import type { Meta, StoryObj } from '@storybook/react-vite'
import RichText from '@/widgets/rich-text/rich-text'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const intro =
  '<p><strong>特应性皮炎</strong>是一种慢性、复发性、炎症性皮肤病，常伴剧烈瘙痒。</p>' +
  '<ul><li>基础润肤与屏障修复</li><li>外用糖皮质激素与钙调磷酸酶抑制剂</li><li>生物制剂与 JAK 抑制剂</li></ul>' +
  '<p>详见 <a href="https://www.dermacampus.cn/guide/ad-2026">2026 版诊疗指南</a>。</p>'

const long = Array.from(
  { length: 6 },
  (_, index) =>
    `<p>第 ${index + 1} 段：本课程从皮肤屏障功能障碍、2 型炎症通路与微生物失衡讲起，系统梳理儿童与成人患者的分级治疗策略，并结合门诊真实病例讨论长期维持治疗、患者教育与随访管理中的常见问题。</p>`,
).join('')

const meta = {
  title: 'Building blocks/RichText',
  ...widgetDocs('RichText'),
  component: RichText,
  args: { ...runtimeArgs(), html: intro },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

/** Paragraphs, a list and a link (a tap runs openUrl: allowlisted addresses only). */
export const Default: Story = {}

/** Clamped to three lines with 展开; 收起 folds it again. */
export const LongClamped: Story = { args: { html: long, maxLines: 3 } }

export const LongUnclamped: Story = { args: { html: long } }

/** A script, an event handler and a javascript: link: in a browser DOMPurify removes them. */
export const UnsafeHtmlSanitized: Story = {
  args: {
    html:
      '<p>安全的段落</p><script>alert("x")</script>' +
      '<img src="data:image/png;base64,broken" onerror="alert(1)" alt="">' +
      '<p><a href="javascript:alert(1)">恶意链接</a></p>',
  },
}

/** Empty HTML: the empty text when one is given. */
export const EmptyWithText: Story = { args: { html: '', emptyText: '暂无活动介绍' } }
