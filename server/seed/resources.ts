import { inArray } from 'drizzle-orm'
import {
  account,
  aiMessage,
  type Database,
  ebook,
  ebookReceipt,
  gcpFile,
  gcpLesson,
  gcpLessonProgress,
  gcpTraining,
  guideline,
  invitation,
  inviteCode,
  lesson,
} from '../db/index'

/**
 * Learning-resource demo data (docs/server.md, Learning resources): the GCP training of activity 5 with
 * eight lessons (GCP lesson 6 taken down) and five files (one of each type), clinical guides 1–5 (guide 1
 * rich) plus 501 and 502 (the topic cards of the academy seed point at them), e-books 1 (available),
 * 2 (out of stock) and 3 (ended; doctor 10001 received it before), AI-agent answers 1–3 asked by doctor
 * 10001, and his invite code DRLI2026 with six invited friends (10002 registered, 10003–10007
 * certified). Times are relative to the seed run. Runs after the academy and social seeds.
 */

export const GCP_ACTIVITY_ID = 5
export const GCP_EXAM_ID = 3
export const GCP_INACTIVE_LESSON_ID = 6
export const DEMO_INVITE_CODE = 'DRLI2026'

const DEMO_DOCTOR = 10_001
const DAY = 86_400_000
const MEDIA = '/media'
const cover = (name: string) => `${MEDIA}/covers/${name}.svg`
const doc = (name: string) => `${MEDIA}/docs/${name}`

const gcpIntroduction = `
<h3>培训目标</h3>
<p>依据国家药监局、国家卫健委发布的《药物临床试验质量管理规范》（2020 年版），帮助皮肤科研究者系统掌握临床试验全过程的规范要求，保障受试者权益与试验数据的真实、准确、完整、可追溯。</p>
<h3>适合人群</h3>
<ul>
  <li>参与或计划参与药物临床试验的皮肤科医生、研究护士</li>
  <li>临床研究协调员（CRC）、机构办公室工作人员</li>
</ul>
<h3>课程安排</h3>
<ol>
  <li>GCP 概述与受试者保护</li>
  <li>知情同意的规范流程</li>
  <li>研究者职责与试验方案依从</li>
  <li>源文件、病例报告表与数据质量</li>
  <li>安全性信息的记录与报告（AE / SAE / SUSAR）</li>
  <li>试验用药品管理与稽查、检查要点</li>
</ol>
<h3>结业要求</h3>
<p>完成全部在线课程后参加结业考试，<strong>80 分及以上</strong>为合格，获得 GCP 培训结业证书。</p>
<p><img src="${cover('certificate')}" alt="结业证书示例"></p>
`.trim()

const gcpLessons = [
  {
    id: 1,
    lessonId: 1001,
    title: '第一讲：GCP 概述与受试者保护',
    type: 'ARTICLE',
    lecturer: '王建国 · 主任医师',
    duration: null,
    status: 'ACTIVE',
  },
  {
    id: 2,
    lessonId: 1002,
    title: '第二讲：知情同意的规范流程',
    type: 'VIDEO',
    lecturer: '刘晓梅 · 主任医师',
    duration: 1860,
    status: 'ACTIVE',
  },
  {
    id: 3,
    lessonId: 1003,
    title: '第三讲：研究者职责与方案依从',
    type: 'VIDEO',
    lecturer: '王建国 · 主任医师',
    duration: 2460,
    status: 'ACTIVE',
  },
  {
    id: 4,
    lessonId: 1027,
    title: '第四讲：源文件与病例报告表',
    type: 'VIDEO',
    lecturer: '陈思远 · 副主任医师',
    duration: 2280,
    status: 'ACTIVE',
  },
  {
    id: 5,
    lessonId: 1053,
    title: '第五讲：AE / SAE 的记录与报告',
    type: 'VIDEO',
    lecturer: '刘晓梅 · 主任医师',
    duration: 2100,
    status: 'ACTIVE',
  },
  {
    id: 6,
    lessonId: 1054,
    title: '旧版：2003 版 GCP 要点回顾',
    type: 'VIDEO',
    lecturer: '赵文华 · 主任医师',
    duration: 1920,
    status: 'INACTIVE',
  },
  {
    id: 7,
    lessonId: 1072,
    title: '第六讲：试验用药品管理',
    type: 'ARTICLE',
    lecturer: '陈思远 · 副主任医师',
    duration: null,
    status: 'ACTIVE',
  },
  {
    id: 8,
    lessonId: 1028,
    title: '第七讲：稽查与检查常见问题',
    type: 'VIDEO',
    lecturer: '王建国 · 主任医师',
    duration: 1800,
    status: 'ACTIVE',
  },
] as const

const gcpFiles = [
  {
    id: 1,
    name: 'GCP培训手册.pdf',
    fileType: 'pdf',
    url: doc('gcp-handbook.pdf'),
    size: 872,
    description: '培训讲义合集，可在线预览',
  },
  {
    id: 2,
    name: 'GCP工作流程图.png',
    fileType: 'png',
    url: doc('gcp-workflow.png'),
    size: 521,
    description: '临床试验关键流程一图读懂',
  },
  {
    id: 3,
    name: '受试者知情同意书模板.docx',
    fileType: 'docx',
    url: doc('gcp-informed-consent-template.docx'),
    size: 1080,
    description: '可下载后按试验方案修改',
  },
  {
    id: 4,
    name: 'SAE报告表.xlsx',
    fileType: 'xlsx',
    url: doc('gcp-sae-report-form.xlsx'),
    size: 1701,
    description: '严重不良事件报告登记表',
  },
  {
    id: 5,
    name: 'GCP法规汇编.zip',
    fileType: 'zip',
    url: doc('gcp-regulations.zip'),
    size: 228,
    description: '法规原文压缩包，需下载后解压查看',
  },
] as const

const guideOneContent = `
<h2>一、概述</h2>
<p>银屑病是一种遗传与环境共同作用诱发、免疫介导的慢性、复发性、炎症性、系统性疾病。我国患病率约为 <strong>0.47%</strong>，可合并银屑病关节炎、代谢综合征及心血管疾病。</p>
<h2>二、诊断与病情评估</h2>
<p>寻常型银屑病主要依据典型皮损（红斑、鳞屑、薄膜现象、点状出血）诊断。病情严重程度推荐采用：</p>
<ul>
  <li><strong>BSA</strong>：受累体表面积，&lt;3% 为轻度，3%–10% 为中度，&gt;10% 为重度</li>
  <li><strong>PASI</strong>：银屑病面积和严重程度指数</li>
  <li><strong>DLQI</strong>：皮肤病生活质量指数</li>
</ul>
<table>
  <thead><tr><th>严重程度</th><th>BSA</th><th>PASI</th><th>推荐治疗</th></tr></thead>
  <tbody>
    <tr><td>轻度</td><td>&lt;3%</td><td>&lt;3</td><td>外用药物为主</td></tr>
    <tr><td>中度</td><td>3%–10%</td><td>3–10</td><td>外用 + 光疗 / 传统系统药物</td></tr>
    <tr><td>重度</td><td>&gt;10%</td><td>&gt;10</td><td>系统治疗，含生物制剂</td></tr>
  </tbody>
</table>
<h2>三、治疗原则</h2>
<p>治疗目标为控制病情、延缓进展、减轻瘙痒、改善生活质量。推荐<em>规范、安全、个体化</em>的全程管理。</p>
<blockquote>生物制剂治疗前应筛查结核、乙型 / 丙型肝炎及 HIV 感染。</blockquote>
<p><img src="${cover('psoriasis')}" alt="银屑病典型皮损示意"></p>
<p>原文全文见文末附件。<a href="https://www.example.com/guideline/psoriasis-2023">指南原文链接</a></p>
`.trim()

function guidelines(now: number) {
  const at = (days: number) => new Date(now - days * DAY)
  return [
    {
      id: 1,
      title: '中国银屑病诊疗指南（2023 版）',
      society: '中华医学会皮肤性病学分会银屑病专业委员会',
      year: 2023,
      version: '2023 版',
      tags: ['银屑病', '生物制剂', '诊疗指南'],
      summary:
        '本指南在 2018 版基础上更新了银屑病的流行病学、发病机制、诊断、病情评估与分型治疗推荐，新增 IL-17A、IL-23 抑制剂等生物制剂及小分子药物的应用建议，并强调共病筛查与全程管理。',
      content: guideOneContent,
      bigPicUrl: cover('guideline'),
      attachments: [
        {
          name: '中国银屑病诊疗指南（2023 版）全文.pdf',
          url: doc('guideline-excerpt.pdf'),
          fileType: 'pdf',
          size: 680,
        },
        {
          name: '病情评估表（PASI/BSA）.xlsx',
          url: doc('gcp-sae-report-form.xlsx'),
          fileType: 'xlsx',
          size: 1701,
        },
      ],
      relatedCourseIds: [2, 1, 3],
      viewCount: 12_860,
      publishedAt: at(40),
    },
    {
      id: 2,
      title: '中国特应性皮炎诊疗指南（2020 版）',
      society: '中华医学会皮肤性病学分会免疫学组',
      year: 2020,
      version: '2020 版',
      tags: ['特应性皮炎', '湿疹'],
      summary: '介绍特应性皮炎的诊断标准、严重度评估与阶梯治疗方案，涵盖外用、系统与生物制剂治疗。',
      content:
        '<h2>诊断标准</h2><p>推荐采用张氏标准与 Williams 标准。</p><h2>阶梯治疗</h2><p>基础治疗为修复皮肤屏障，按病情逐级加强抗炎治疗。</p>',
      bigPicUrl: cover('atopic-dermatitis'),
      attachments: [],
      relatedCourseIds: [1],
      viewCount: 9_204,
      publishedAt: at(120),
    },
    {
      id: 3,
      title: '中国痤疮治疗指南（2019 修订版）',
      society: '中国痤疮治疗指南专家组',
      year: 2019,
      version: '2019 修订版',
      tags: ['痤疮'],
      summary: '按皮损性质将痤疮分为 3 度 4 级，给出各级别的首选与备选治疗方案及维持治疗建议。',
      content: '<h2>痤疮分级</h2><p>Ⅰ 级：仅有粉刺；Ⅱ 级：炎性丘疹；Ⅲ 级：脓疱；Ⅳ 级：结节、囊肿。</p>',
      bigPicUrl: cover('acne'),
      attachments: [],
      relatedCourseIds: [3],
      viewCount: 7_115,
      publishedAt: at(200),
    },
    {
      id: 4,
      title: '皮肤镜在色素性皮肤肿瘤诊断中的应用专家共识',
      society: '中国医师协会皮肤科医师分会皮肤影像学组',
      year: 2022,
      version: '2022 版',
      tags: ['皮肤镜', '黑色素瘤'],
      summary: '总结色素性皮损的皮肤镜诊断流程、常用算法与随访建议。',
      content: '<h2>两步法</h2><p>第一步区分黑素细胞性与非黑素细胞性皮损，第二步判断良恶性。</p>',
      bigPicUrl: cover('dermoscopy'),
      attachments: [],
      relatedCourseIds: [],
      viewCount: 5_630,
      publishedAt: at(90),
    },
    {
      id: 5,
      title: '荨麻疹诊疗指南（2022 版）',
      society: '中华医学会皮肤性病学分会荨麻疹研究中心',
      year: 2022,
      version: '2022 版',
      tags: ['荨麻疹'],
      summary: '更新慢性荨麻疹的分型、评估工具（UAS7、UCT）与二代抗组胺药加量、奥马珠单抗治疗推荐。',
      content: '<h2>治疗路径</h2><p>首选第二代非镇静抗组胺药，无效时可加量至 4 倍。</p>',
      bigPicUrl: cover('urticaria'),
      attachments: [],
      relatedCourseIds: [],
      viewCount: 4_388,
      publishedAt: at(60),
    },
    {
      id: 501,
      title: '中国银屑病诊疗指南（2023 版）节选',
      society: '中华医学会皮肤性病学分会银屑病专业委员会',
      year: 2023,
      version: '2023 版节选',
      tags: ['银屑病'],
      summary: '指南核心推荐的节选，附原文 PDF。',
      content: '<p>节选内容见附件 PDF。</p>',
      bigPicUrl: cover('guideline'),
      attachments: [{ name: '指南节选.pdf', url: doc('guideline-excerpt.pdf'), fileType: 'pdf', size: 680 }],
      relatedCourseIds: [2],
      viewCount: 3_020,
      publishedAt: at(30),
    },
    {
      id: 502,
      title: '特应性皮炎诊疗指南节选',
      society: '中华医学会皮肤性病学分会免疫学组',
      year: 2020,
      version: '2020 版节选',
      tags: ['特应性皮炎'],
      summary: '指南核心推荐的节选，附原文 PDF。',
      content: '<p>节选内容见附件 PDF。</p>',
      bigPicUrl: cover('guideline'),
      attachments: [{ name: '指南节选.pdf', url: doc('guideline-excerpt.pdf'), fileType: 'pdf', size: 680 }],
      relatedCourseIds: [1],
      viewCount: 2_410,
      publishedAt: at(30),
    },
  ]
}

function ebooks(now: number) {
  const at = (days: number) => new Date(now + days * DAY)
  const base = {
    publisher: '人民卫生出版社',
    readUrl: doc('ebook-dermoscopy-atlas.pdf'),
  }
  return [
    {
      ...base,
      id: 1,
      title: '皮肤镜图谱（第 2 版）',
      author: '徐峰 主编',
      coverUrl: cover('dermoscopy'),
      introduction:
        '收录 600 余幅高清皮肤镜图像，覆盖色素性与非色素性皮损、炎症性皮肤病及毛发甲病。\n每章附诊断要点与鉴别诊断表，适合皮肤科住院医师与皮肤镜初学者。',
      pageCount: 368,
      stock: 500,
      receivedCount: 128,
      startTime: at(-10),
      endTime: at(60),
    },
    {
      ...base,
      id: 2,
      title: '银屑病生物制剂临床应用手册',
      author: '张建中 主编',
      coverUrl: cover('psoriasis'),
      introduction: '系统介绍各类生物制剂的作用机制、适应证、用药前筛查与不良反应处理。',
      pageCount: 216,
      stock: 200,
      receivedCount: 200,
      startTime: at(-20),
      endTime: at(30),
    },
    {
      ...base,
      id: 3,
      title: '儿童皮肤病诊疗精要',
      author: '马琳 主编',
      coverUrl: cover('pediatric'),
      introduction: '聚焦儿童常见皮肤病的诊断思路与安全用药。',
      pageCount: 180,
      stock: 300,
      receivedCount: 296,
      startTime: at(-60),
      endTime: at(-3),
    },
  ]
}

const aiReferences = [
  {
    title: '中国银屑病诊疗指南（2023 版）',
    source: '中华皮肤科杂志, 2023',
    url: 'https://www.example.com/guideline/psoriasis-2023',
  },
  {
    title: 'Joint AAD-NPF guidelines of care for the management of psoriasis with biologics',
    source: 'J Am Acad Dermatol, 2019',
    url: '',
  },
]

function aiMessages(now: number) {
  const at = (hours: number) => new Date(now - hours * 3_600_000)
  return [
    {
      id: 1,
      accountId: DEMO_DOCTOR,
      agentName: '皮肤科AI助手',
      question: '中重度斑块状银屑病患者使用 IL-17A 抑制剂前需要做哪些筛查？',
      answer: [
        '<p>使用 IL-17A 抑制剂（如司库奇尤单抗、依奇珠单抗）前，建议完成以下筛查：</p>',
        '<ol><li><strong>感染筛查</strong>：结核（T-SPOT.TB 或 PPD、胸部影像）、乙肝五项及 HBV-DNA、丙肝抗体、HIV 抗体。</li>',
        '<li><strong>基础检查</strong>：血常规、肝肾功能、血脂、血糖。</li>',
        '<li><strong>病史评估</strong>：炎症性肠病病史或症状（IL-17A 抑制剂可能诱发或加重 IBD）。</li></ol>',
        '<p>治疗期间每 3–6 个月复查血常规与肝功能，并关注念珠菌感染。</p>',
      ].join(''),
      references: aiReferences,
      createdAt: at(5),
    },
    {
      id: 2,
      accountId: DEMO_DOCTOR,
      agentName: '皮肤科AI助手',
      question: '特应性皮炎患儿外用糖皮质激素如何选择强度？',
      answer:
        '<p>依据部位与年龄选择：面部、皱褶部位及婴幼儿首选<strong>弱效或中效</strong>制剂；躯干四肢肥厚皮损可短期使用强效制剂，症状控制后逐步减量或改为主动维持治疗（每周 2 次）。</p>',
      references: aiReferences.slice(0, 1),
      createdAt: at(30),
    },
    {
      id: 3,
      accountId: DEMO_DOCTOR,
      agentName: '皮肤科AI助手',
      question: '皮肤镜下如何初步区分基底细胞癌和脂溢性角化病？',
      answer:
        '<p>基底细胞癌常见<strong>树枝状血管</strong>、蓝灰色卵圆巢、叶状结构和溃疡；脂溢性角化病常见粟粒样囊肿、粉刺样开口、脑回样结构。</p><p>如特征不典型，建议活检明确诊断。</p>',
      references: [],
      createdAt: at(72),
    },
  ]
}

/** 10002 registered only; 10003–10007 (the commenters) certified. */
const invitees = [10_002, 10_003, 10_004, 10_005, 10_006, 10_007]

/** Rows inserted on this run (0 on a second run). */
export async function seedResources(database: Database): Promise<number> {
  const { db } = database
  const now = Date.now()
  let inserted = 0
  const count = (rows: readonly unknown[]) => {
    inserted += rows.length
  }

  count(
    await db
      .insert(gcpTraining)
      .values({
        activityId: GCP_ACTIVITY_ID,
        title: '药物临床试验质量管理规范（GCP）培训',
        subtitle: '2020 版 GCP 全流程要点 · 完成课程与考试获结业证书',
        coverUrl: cover('gcp'),
        organizer: 'DermaCampus 皮肤科成长学院 · 临床研究学组',
        introduction: gcpIntroduction,
        creditText: 'GCP 培训结业证书',
        examId: GCP_EXAM_ID,
        learnerCountBase: 3_268,
      })
      .onConflictDoNothing()
      .returning({ id: gcpTraining.activityId }),
  )

  // Lessons point at academy lessons when the academy seed made them.
  const lessonIds = new Set(
    (
      await db
        .select({ id: lesson.id })
        .from(lesson)
        .where(
          inArray(
            lesson.id,
            gcpLessons.map((row) => row.lessonId),
          ),
        )
    ).map((row) => row.id),
  )
  count(
    await db
      .insert(gcpLesson)
      .values(
        gcpLessons.map((row, index) => ({
          id: row.id,
          activityId: GCP_ACTIVITY_ID,
          lessonId: lessonIds.has(row.lessonId) ? row.lessonId : null,
          title: row.title,
          lessonType: row.type,
          lecturer: row.lecturer,
          duration: row.duration,
          // A series of GCP pictures (scripts/make-demo-covers.ts), not the certificate's.
          coverUrl: cover(index % 2 === 0 ? 'gcp-2' : 'gcp-3'),
          status: row.status,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: gcpLesson.id }),
  )
  count(
    await db
      .insert(gcpFile)
      .values(
        gcpFiles.map((file, index) => ({
          ...file,
          activityId: GCP_ACTIVITY_ID,
          sortOrder: index + 1,
          updatedAt: new Date(now - (index + 2) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: gcpFile.id }),
  )

  const present = new Set(
    (
      await db
        .select({ id: account.id })
        .from(account)
        .where(inArray(account.id, [DEMO_DOCTOR, ...invitees]))
    ).map((row) => row.id),
  )
  if (present.has(DEMO_DOCTOR)) {
    // 10001 finished three lessons and is in the fourth; the academy seed has him finish lesson 1028
    // (GCP lesson 8): 4 of 7 ACTIVE lessons.
    count(
      await db
        .insert(gcpLessonProgress)
        .values([
          {
            accountId: DEMO_DOCTOR,
            gcpLessonId: 1,
            state: 'FINISHED' as const,
            updatedAt: new Date(now - 6 * DAY),
          },
          {
            accountId: DEMO_DOCTOR,
            gcpLessonId: 2,
            state: 'FINISHED' as const,
            updatedAt: new Date(now - 5 * DAY),
          },
          {
            accountId: DEMO_DOCTOR,
            gcpLessonId: 3,
            state: 'FINISHED' as const,
            updatedAt: new Date(now - 3 * DAY),
          },
          {
            accountId: DEMO_DOCTOR,
            gcpLessonId: 4,
            state: 'LEARNING' as const,
            updatedAt: new Date(now - DAY),
          },
        ])
        .onConflictDoNothing()
        .returning({ id: gcpLessonProgress.gcpLessonId }),
    )
  }

  count(
    await db.insert(guideline).values(guidelines(now)).onConflictDoNothing().returning({ id: guideline.id }),
  )
  count(await db.insert(ebook).values(ebooks(now)).onConflictDoNothing().returning({ id: ebook.id }))

  if (present.has(DEMO_DOCTOR)) {
    count(
      await db
        .insert(ebookReceipt)
        .values({ ebookId: 3, accountId: DEMO_DOCTOR, receivedAt: new Date(now - 20 * DAY) })
        .onConflictDoNothing()
        .returning({ id: ebookReceipt.ebookId }),
    )
    count(
      await db
        .insert(aiMessage)
        .values(aiMessages(now))
        .onConflictDoNothing()
        .returning({ id: aiMessage.id }),
    )
    count(
      await db
        .insert(inviteCode)
        .values({ accountId: DEMO_DOCTOR, code: DEMO_INVITE_CODE })
        .onConflictDoNothing()
        .returning({ id: inviteCode.accountId }),
    )
    const friends = invitees.filter((id) => present.has(id))
    if (friends.length > 0) {
      count(
        await db
          .insert(invitation)
          .values(
            friends.map((inviteeId, index) => ({
              inviteeId,
              inviterId: DEMO_DOCTOR,
              invitedAt: new Date(now - (index * 3 + 1) * DAY),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: invitation.inviteeId }),
      )
    }
  }
  return inserted
}
