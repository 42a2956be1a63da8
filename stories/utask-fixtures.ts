import { svgPicture } from './story-runtime'

/** Utasks and skin-care articles for the UtaskList, UtaskPage and SkinCareDetail stories and tests. */

export function utaskCover(label: string, color: string): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${color}"/>` +
      `<text x="160" y="130" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export function utask(
  id: number,
  type: number,
  status: number,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const window =
    status === 0
      ? { startTime: at(-10), endTime: at(20) }
      : status === 1
        ? { startTime: at(5), endTime: at(35) }
        : { startTime: at(-40), endTime: at(-5) }
  return {
    id,
    title,
    summary: '',
    coverUrl: utaskCover(
      title.slice(0, 4),
      ['#5b8def', '#2fb58a', '#e5792b', '#8a5cf6', '#c86b5b', '#1f7ae0'][type] ?? '#7a8190',
    ),
    type,
    status,
    ...window,
    participantCount: 120,
    quota: 0,
    reward: '',
    formKey: null as string | null,
    ...extra,
  }
}

export const utasks = [
  utask(1, 0, 0, '2026 特应性皮炎患者随访问卷', {
    summary: '约 5 分钟，了解门诊特应性皮炎患者的随访现状',
    reward: '50 麦豆',
    formKey: 'derma-survey',
    participantCount: 1286,
  }),
  utask(2, 1, 0, '银屑病患者招募', {
    summary: '招募中重度斑块状银屑病患者',
    quota: 100,
    participantCount: 37,
  }),
  utask(3, 2, 0, '修护保湿霜医生试用', { reward: '试用装 1 份', formKey: 'sample-trial', quota: 500 }),
  utask(5, 3, 1, '夏季皮肤健康义诊活动报名', { quota: 60, participantCount: 0 }),
  utask(10, 4, 1, '皮肤激光美容年会报名', { formKey: 'meeting-signup', quota: 500, participantCount: 0 }),
  utask(6, 5, 0, '三甲医院皮肤科主治医师招聘', { summary: '华东地区多家医院皮肤科岗位开放' }),
  utask(4, 4, 2, '皮肤科青年医师学术沙龙（上海站）', { quota: 200, participantCount: 180 }),
  utask(7, 0, 2, '痤疮诊疗现状调研', { reward: '30 麦豆', participantCount: 2310 }),
]

export const utaskPageConfig = {
  name: 'petersonslab',
  title: '彼得罗夫实验室',
  bannerUrl: utaskCover('Peterson’s Lab', '#0f8a7e'),
  introHtml:
    '<p>彼得罗夫实验室联合皮肤科医生开展<strong>皮肤屏障修护</strong>研究。完成以下任务，即可获得麦豆奖励与样品。</p><script>alert(1)</script>',
  themeColor: '#0f8a7e',
  utasks: [utasks[2], utasks[0], utasks[4], utasks[7]],
}

export const skinCareArticle = {
  id: 1,
  title: '秋冬季皮肤屏障修护指南',
  coverUrl: utaskCover('皮肤屏障', '#2fb58a'),
  author: '皮肤科 王医生',
  contentHtml:
    '<h3>为什么秋冬皮肤更干？</h3><p>气温与湿度下降，皮肤屏障功能减弱，经皮水分丢失增加。</p><h3>护理要点</h3><ul><li>温水洁面，避免过度清洁</li><li>洗后 3 分钟内涂抹保湿霜</li><li>选择含神经酰胺的修护产品</li></ul><img src="x" onerror="alert(1)">',
  publishedAt: at(-3),
  tags: ['保湿', '屏障修护'],
  readCount: 23840,
}

export const utaskPage = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})
