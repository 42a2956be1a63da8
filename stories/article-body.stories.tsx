import type { Meta, StoryObj } from '@storybook/react-vite'
import ArticleBody from '@/widgets/article-body/article-body'
import { runtimeArgs } from './runtime-args'
import { svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

function figure(label: string, color: string): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/>` +
      '<circle cx="320" cy="190" r="110" fill="#fff" opacity="0.35"/>' +
      `<text x="320" y="360" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

const html =
  '<h2>一、病例简介</h2>' +
  '<p>患者男，32 岁，因“全身红斑、鳞屑反复发作 8 年，加重 2 个月”就诊。既往外用糖皮质激素与卡泊三醇治疗，效果逐渐减弱。</p>' +
  `<p><img src="${figure('图 1 躯干斑块', '#c86b5b')}" alt="图 1 躯干斑块"></p>` +
  '<blockquote><p>要点：银屑病严重程度评估需同时考虑 PASI、BSA 与 DLQI，特殊部位（头皮、甲、掌跖、外阴）受累即使面积小也可视为中重度。</p></blockquote>' +
  '<h3>二、治疗方案选择</h3>' +
  '<ol><li>完善结核筛查（T-SPOT）、乙肝五项与丙肝抗体；</li><li>评估合并症：代谢综合征、银屑病关节炎；</li><li>与患者共同决策，选择 IL-17A 抑制剂。</li></ol>' +
  '<table><thead><tr><th>时间点</th><th>PASI</th><th>BSA</th><th>DLQI</th><th>不良事件</th></tr></thead>' +
  '<tbody><tr><td>基线</td><td>18.6</td><td>22%</td><td>15</td><td>—</td></tr>' +
  '<tr><td>第 4 周</td><td>7.2</td><td>9%</td><td>8</td><td>注射部位轻度红斑</td></tr>' +
  '<tr><td>第 12 周</td><td>1.4</td><td>2%</td><td>2</td><td>无</td></tr></tbody></table>' +
  `<p><img src="${figure('图 2 治疗 12 周', '#5b9c7a')}" alt="图 2 治疗 12 周"></p>` +
  '<p>更多内容见<a href="https://www.dermacampus.cn/guide/psoriasis-2026">《中国银屑病诊疗指南（2026 版）》</a>。</p>'

const attachments = [
  {
    name: '中国银屑病诊疗指南（2026版）.pdf',
    url: '/files/guide-2026.pdf',
    fileType: 'pdf',
    size: 2_411_724,
  },
  { name: '生物制剂随访记录表.docx', url: '/files/follow-up.docx', fileType: 'docx', size: 18_944 },
  { name: 'PASI 评分计算表.xlsx', url: '/files/pasi.xlsx', fileType: 'xlsx', size: 45_210 },
  { name: '病例讨论课件.pptx', url: '/files/case.pptx', fileType: 'pptx', size: 8_912_384 },
  { name: '皮损对照图.png', url: figure('皮损对照', '#8a5cf6'), fileType: 'png', size: 342_118 },
  { name: '随访资料合集.zip', url: '/files/bundle.zip', fileType: 'zip', size: 31_457_280 },
]

const meta = {
  title: 'Learning/ArticleBody',
  component: ArticleBody,
  ...widgetDocs('ArticleBody'),
  args: { ...runtimeArgs(), html, attachments },
  decorators: [withRuntime()],
} satisfies Meta<typeof ArticleBody>

export default meta
type Story = StoryObj<typeof meta>

/** Headings, lists, a quote, a table that scrolls sideways, pictures (tap: viewer), every file type. */
export const Default: Story = {}

/** With a 复制链接 button for the article's share link. */
export const WithCopyButton: Story = {
  args: { copyText: 'https://h5.dermacampus.cn/v3/article/detail?id=1001', attachments: [] },
}

export const NoAttachments: Story = { args: { attachments: [] } }

/** The server sent no content. */
export const Empty: Story = { args: { html: '', attachments: null } }

/** A long file name and a wide table. */
export const LongTexts: Story = {
  args: {
    html:
      '<p>下表为多中心研究中不同生物制剂在第 16 周的疗效对比（仅供学术交流）：</p>' +
      '<table><tr><th>药物</th><th>靶点</th><th>PASI 75</th><th>PASI 90</th><th>PASI 100</th><th>给药间隔</th><th>备注</th></tr>' +
      '<tr><td>司库奇尤单抗</td><td>IL-17A</td><td>81.6%</td><td>59.2%</td><td>28.6%</td><td>每 4 周</td><td>起效快，注意念珠菌感染</td></tr>' +
      '<tr><td>古塞奇尤单抗</td><td>IL-23 p19</td><td>86.3%</td><td>73.3%</td><td>37.4%</td><td>每 8 周</td><td>维持期给药间隔长</td></tr></table>',
    attachments: [
      {
        name: '2026年度中国医师协会皮肤科医师分会银屑病生物制剂规范化应用专家共识解读（完整版含附表与参考文献）.pdf',
        url: '/files/consensus.pdf',
        fileType: 'pdf',
        size: 12_582_912,
      },
    ],
  },
}

/** Scripts, event handlers and javascript: links are removed before the HTML is shown (open in a browser). */
export const UnsafeHtmlSanitized: Story = {
  args: {
    html:
      '<p>正文前的脚本与事件处理器会被移除：</p><script>alert("x")</script>' +
      '<img src="x" onerror="alert(1)" alt="坏图片"><p><a href="javascript:alert(1)">危险链接</a></p>',
    attachments: [],
  },
}
