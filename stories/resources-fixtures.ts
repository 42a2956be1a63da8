import { svgPicture } from './story-runtime'

/**
 * Answers of the learning-resource endpoints (schemas/api/resources.ts) for the GCP training, clinical
 * guide, e-book, AI share and invite stories: realistic Chinese content, inline pictures only.
 */

export function cover(label: string, color: string, width = 320, height = 180): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/>` +
      `<text x="${width / 2}" y="${height / 2 + 8}" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

const DAY = 86_400_000
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }

export const gcpTraining = {
  activityId: 5,
  title: '药物临床试验质量管理规范（GCP）培训',
  subtitle: '2020 版 GCP 全流程要点 · 完成课程与考试获结业证书',
  coverUrl: cover('GCP 培训', '#2b6de5', 390, 220),
  organizer: 'DermaCampus 皮肤科成长学院 · 临床研究学组',
  introduction: '<h3>培训目标</h3><p>系统掌握临床试验全过程的规范要求。</p>',
  creditText: 'GCP 培训结业证书',
  lessonCount: 7,
  fileCount: 5,
  learnerCount: 3268,
  exam: { id: 3, title: 'GCP培训结业考试', routeType: 'ACTIVITY', passScore: 80, questionCount: 20 },
  progress: {
    activityId: 5,
    finishedCount: 3,
    totalCount: 7,
    percent: 43,
    examUnlocked: false,
    lastLessonId: 4,
  },
}

const lessonTitles = [
  ['第一讲：GCP 概述与受试者保护', 'ARTICLE', null],
  ['第二讲：知情同意的规范流程', 'VIDEO', 1860],
  ['第三讲：研究者职责与方案依从', 'VIDEO', 2460],
  ['第四讲：源文件与病例报告表', 'VIDEO', 2280],
  ['第五讲：AE / SAE 的记录与报告', 'VIDEO', 2100],
  ['旧版：2003 版 GCP 要点回顾', 'VIDEO', 1920],
  ['第六讲：试验用药品管理', 'ARTICLE', null],
  ['第七讲：稽查与检查常见问题——从机构办公室视角梳理最常见的 20 个发现项及整改建议', 'VIDEO', 1800],
] as const

const learn = [
  'FINISHED',
  'FINISHED',
  'FINISHED',
  'LEARNING',
  'NOT_STARTED',
  'NOT_STARTED',
  'NOT_STARTED',
  'NOT_STARTED',
]

export const gcpLessons = {
  items: lessonTitles.map(([title, lessonType, duration], index) => ({
    id: index + 1,
    lessonId: 1001 + index,
    title,
    lessonType,
    lecturer: ['王建国 · 主任医师', '刘晓梅 · 主任医师', '陈思远 · 副主任医师'][index % 3] ?? '',
    duration,
    coverUrl: cover(`第 ${index + 1} 讲`, index % 2 ? '#5b8def' : '#2fb58a', 224, 140),
    status: index === 5 ? 'INACTIVE' : 'ACTIVE',
    learnStatus: learn[index],
  })),
}

export const gcpFiles = {
  items: [
    ['GCP培训手册.pdf', 'pdf', 872, '培训讲义合集，可在线预览'],
    ['GCP工作流程图.png', 'png', 521, '临床试验关键流程一图读懂'],
    ['受试者知情同意书模板.docx', 'docx', 18_944, '可下载后按试验方案修改'],
    ['SAE报告表.xlsx', 'xlsx', 24_310, '严重不良事件报告登记表'],
    ['GCP法规汇编.zip', 'zip', 3_145_728, '法规原文压缩包，需下载后解压查看'],
  ].map(([name, fileType, size, description], index) => ({
    id: index + 1,
    name,
    fileType,
    url: `#story-file-${index + 1}`,
    size,
    description,
    updatedAt: iso(-(index + 2)),
  })),
}

export const guide = {
  id: 1,
  title: '中国银屑病诊疗指南（2023 版）',
  society: '中华医学会皮肤性病学分会银屑病专业委员会',
  year: 2023,
  version: '2023 版',
  tags: ['银屑病', '生物制剂', '诊疗指南'],
  summary:
    '本指南在 2018 版基础上更新了银屑病的流行病学、发病机制、诊断、病情评估与分型治疗推荐，新增 IL-17A、IL-23 抑制剂等生物制剂及小分子药物的应用建议，并强调共病筛查与全程管理。',
  bigPicUrl: cover('指南', '#1f7ae0'),
  viewCount: 12_860,
  favorite: false,
  relatedCourses: [
    {
      id: 2,
      title: '银屑病生物制剂治疗',
      bigPicUrl: cover('银屑病', '#5b8def'),
      lecturerName: '张建中',
      lessonCount: 6,
      price: 299,
    },
    {
      id: 1,
      title: '特应性皮炎系统治疗进展',
      bigPicUrl: cover('特应性皮炎', '#2fb58a'),
      lecturerName: '陈晓岚',
      lessonCount: 7,
      price: 0,
    },
  ],
}

export function ebook(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '皮肤镜图谱（第 2 版）',
    author: '徐峰 主编',
    publisher: '人民卫生出版社',
    coverUrl: cover('皮肤镜图谱', '#8a5cf6', 240, 320),
    introduction:
      '收录 600 余幅高清皮肤镜图像，覆盖色素性与非色素性皮损、炎症性皮肤病及毛发甲病。\n每章附诊断要点与鉴别诊断表，适合皮肤科住院医师与皮肤镜初学者。',
    pageCount: 368,
    stock: 500,
    remaining: 372,
    startTime: iso(-10),
    endTime: iso(60),
    status: 'AVAILABLE',
    received: false,
    receivedAt: null,
    readUrl: '',
    ...overrides,
  }
}

export const aiMessage = {
  id: 1,
  agentName: '皮肤科AI助手',
  question: '中重度斑块状银屑病患者使用 IL-17A 抑制剂前需要做哪些筛查？',
  answer:
    '<p>使用 IL-17A 抑制剂前，建议完成以下筛查：</p><ol><li><strong>感染筛查</strong>：结核、乙肝五项及 HBV-DNA、丙肝抗体、HIV 抗体。</li><li><strong>基础检查</strong>：血常规、肝肾功能、血脂、血糖。</li><li><strong>病史评估</strong>：炎症性肠病病史或症状。</li></ol><p>治疗期间每 3–6 个月复查血常规与肝功能。</p>',
  references: [
    {
      title: '中国银屑病诊疗指南（2023 版）',
      source: '中华皮肤科杂志, 2023',
      url: 'https://www.example.com/guideline',
    },
    {
      title: 'Joint AAD-NPF guidelines of care for the management of psoriasis with biologics',
      source: 'J Am Acad Dermatol, 2019',
      url: '',
    },
  ],
  createdAt: iso(-0.2),
  sharer: {
    id: 10001,
    name: '李医生',
    avatar: '',
    hospital: '华东医科大学附属第一医院',
    department: '皮肤科',
    title: '主治医师',
  },
}

export const inviteSummary = {
  code: 'DRLI2026',
  sharePath: '/invite?code=DRLI2026',
  inviteCount: 6,
  certifiedCount: 5,
  rewardBeans: 250,
  beansPerInvitee: 50,
  rules: [
    '分享您的专属邀请码或邀请链接给医生好友，好友通过链接注册即为邀请成功。',
    '好友完成医师认证后，您可获得 50 麦豆奖励，邀请人数不设上限。',
    '麦豆将在好友认证通过后 24 小时内发放至您的账户。',
  ],
  invitees: [
    ['张**', '江城市第一人民医院', 'CERTIFIED'],
    ['陈**', '华东医科大学附属第一医院', 'CERTIFIED'],
    ['马**', '西岭县人民医院', 'CERTIFIED'],
    ['王**', '江城市第二人民医院', 'REGISTERED'],
  ].map(([name, hospital, status], index) => ({
    id: 10_003 + index,
    name,
    avatar: '',
    hospital,
    status,
    invitedAt: iso(-(index * 3 + 1)),
    rewardBeans: status === 'CERTIFIED' ? 50 : 0,
  })),
}

export const inviter = {
  code: 'DRLI2026',
  name: '李医生',
  avatar: '',
  hospital: '华东医科大学附属第一医院',
  department: '皮肤科',
  title: '主治医师',
  inviteCount: 6,
}
