import { and, eq, inArray } from 'drizzle-orm'
import {
  certificate,
  type Database,
  exam,
  examAnswer,
  examAttempt,
  examQuestion,
  type QuestionOption,
  type QuestionType,
  utaskCertificate,
} from '../db/index'

/**
 * Exams and certificates demo data (docs/server.md, Exams and certificates): the questions of every exam
 * (issue 4's exams 1, 2 and 9 and this seed's exams 3–8), a failed attempt of doctor 10001 with its
 * answers, the holder details of issue 4's certificates 1–3, and utask certificates. Runs after the
 * academy seed (exams 1, 2 and 9, certificates 1–3 are its rows). Times are relative to the seed run.
 *
 * Exam 4 is the e2e exam of the new doctor 赵医生 (10011, no attempts): EXAM_4_CORRECT lists the texts
 * of its right options, so a browser test picks them by what is on the screen.
 */

const DAY = 86_400_000
const DEMO_DOCTOR = 10_001
const OTHER_DOCTOR = 10_002

type QuestionSeed = {
  readonly type: QuestionType
  readonly stem: string
  readonly options: readonly QuestionOption[]
  readonly correctKeys: readonly string[]
  readonly explanation: string
}

const JUDGMENT_OPTIONS: readonly QuestionOption[] = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
]

function single(stem: string, texts: readonly string[], correct: number, explanation: string): QuestionSeed {
  return {
    type: 'SINGLE_CHOICE',
    stem,
    options: texts.map((text, index) => ({ key: String.fromCharCode(65 + index), text })),
    correctKeys: [String.fromCharCode(65 + correct)],
    explanation,
  }
}

function multiple(
  stem: string,
  texts: readonly string[],
  correct: readonly number[],
  explanation: string,
): QuestionSeed {
  return {
    type: 'MULTIPLE_CHOICE',
    stem,
    options: texts.map((text, index) => ({ key: String.fromCharCode(65 + index), text })),
    correctKeys: correct.map((index) => String.fromCharCode(65 + index)),
    explanation,
  }
}

function judgment(stem: string, truth: boolean, explanation: string): QuestionSeed {
  return { type: 'JUDGMENT', stem, options: JUDGMENT_OPTIONS, correctKeys: [truth ? 'T' : 'F'], explanation }
}

/**
 * More questions from a pool: each question once as asked, then each option of a choice question as a
 * judgment (is this option right?), so a long exam never repeats a stem.
 */
function expand(pool: readonly QuestionSeed[], count: number): QuestionSeed[] {
  const variants: QuestionSeed[] = [...pool]
  for (const question of pool) {
    if (question.type === 'JUDGMENT') continue
    const stem = question.stem.replace(/[？?]$/, '')
    for (const option of question.options) {
      const right = question.correctKeys.includes(option.key)
      variants.push(judgment(`${stem}：${option.text}。`, right, question.explanation))
    }
  }
  if (variants.length < count) throw new Error(`question pool too small: ${variants.length} < ${count}`)
  return variants.slice(0, count)
}

/** Spreads `total` over `count` questions: whole points, the first ones take the remainder. */
function scores(total: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, index) => Math.floor(total / count) + (index < total % count ? 1 : 0),
  )
}

const atopicDermatitis: readonly QuestionSeed[] = [
  single(
    '度普利尤单抗（dupilumab）的作用靶点是？',
    ['IL-17A', 'IL-4Rα（IL-4/IL-13 共同受体亚基）', 'TNF-α', 'IL-23 p19'],
    1,
    '度普利尤单抗结合 IL-4Rα，同时阻断 IL-4 与 IL-13 信号，是中重度特应性皮炎的一线生物制剂。',
  ),
  multiple(
    '以下哪些属于中重度特应性皮炎的系统治疗？',
    ['度普利尤单抗', '阿布昔替尼', '环孢素', '外用他克莫司软膏'],
    [0, 1, 2],
    '生物制剂、口服 JAK 抑制剂和传统免疫抑制剂（环孢素）均为系统治疗；外用钙调磷酸酶抑制剂属外用治疗。',
  ),
  judgment(
    '口服 JAK 抑制剂治疗前应筛查结核、乙肝等感染。',
    true,
    'JAK 抑制剂可增加感染与带状疱疹风险，治疗前需完成感染筛查，治疗中定期监测血常规与血脂。',
  ),
  single(
    'EASI 评分主要用于评估什么？',
    ['特应性皮炎的严重程度', '银屑病的关节受累', '痤疮的皮损计数', '瘙痒对睡眠的影响'],
    0,
    'EASI（湿疹面积及严重度指数）综合皮损面积与红斑、浸润、表皮剥脱、苔藓化四项体征，评估特应性皮炎严重程度。',
  ),
  judgment(
    '特应性皮炎患儿一律不能使用系统治疗。',
    false,
    '度普利尤单抗已获批用于 6 月龄及以上的中重度特应性皮炎患儿，儿童并非系统治疗的禁忌。',
  ),
  single(
    '特应性皮炎的核心病理生理改变不包括？',
    ['皮肤屏障功能障碍', '2 型炎症反应', '皮肤微生态失衡', '表皮角质形成细胞过度凋亡导致大疱'],
    3,
    '特应性皮炎以屏障障碍、2 型炎症和金黄色葡萄球菌定植等微生态失衡为核心，大疱形成不是其特征。',
  ),
  multiple(
    '使用度普利尤单抗时常见的不良反应有？',
    ['结膜炎', '注射部位反应', '面颈部红斑', '重度骨髓抑制'],
    [0, 1, 2],
    '结膜炎、注射部位反应和面颈部红斑较常见；度普利尤单抗不引起骨髓抑制。',
  ),
  single(
    '长期控制特应性皮炎复发，推荐的外用策略是？',
    [
      '症状消失后立即停用所有外用药',
      '主动维持治疗（每周 2 次外用抗炎药）',
      '长期每日大面积使用强效激素',
      '仅在夜间使用保湿剂',
    ],
    1,
    '主动维持（proactive）治疗在既往皮损部位每周 2 次外用抗炎药，可显著减少复发。',
  ),
]

const dermoscopy: readonly QuestionSeed[] = [
  single(
    '皮肤镜两步法的第一步是？',
    ['区分黑素细胞性与非黑素细胞性皮损', '计算 TDS 评分', '测量皮损直径', '判断是否需要活检'],
    0,
    '两步法先判断皮损是否为黑素细胞来源，再对黑素细胞性皮损区分良恶性。',
  ),
  multiple(
    '以下哪些皮肤镜征象提示黑色素瘤？',
    ['不典型色素网', '蓝白幕', '不规则条纹（伪足）', '粟粒样囊肿'],
    [0, 1, 2],
    '不典型色素网、蓝白幕、不规则条纹均为黑色素瘤特异性征象；粟粒样囊肿多见于脂溢性角化。',
  ),
  judgment(
    '肢端黑色素瘤的典型皮肤镜表现是皮嵴平行模式。',
    true,
    '肢端皮嵴平行模式（色素沿皮嵴分布）高度提示肢端黑色素瘤，皮沟平行模式多为良性痣。',
  ),
  single(
    '皮肤镜 ABCD 法则中的 "D" 指的是？',
    ['直径', '不同的结构成分', '病程演变', '边界'],
    1,
    '皮肤镜 ABCD 法则中 D 为 Differential structures（不同结构成分），与临床 ABCDE 中的直径不同。',
  ),
  single(
    '脂溢性角化病最具特征的皮肤镜表现是？',
    ['粟粒样囊肿和粉刺样开口', '蓝白幕', '不典型血管', '放射状条纹'],
    0,
    '粟粒样囊肿、粉刺样开口和脑回样结构是脂溢性角化病的典型表现。',
  ),
  judgment(
    '皮肤镜检查可以完全替代病理活检确诊黑色素瘤。',
    false,
    '皮肤镜提高诊断准确性，但黑色素瘤确诊仍依赖组织病理。',
  ),
  single(
    '基底细胞癌最常见的皮肤镜血管形态是？',
    ['树枝状血管', '逗号样血管', '点状血管', '发夹样血管'],
    0,
    '树枝状血管是基底细胞癌最具特征的血管形态。',
  ),
  multiple(
    '随访皮肤镜监测（数字化皮肤镜）适用于？',
    ['多发不典型痣患者', '有黑色素瘤家族史者', '所有脂溢性角化病患者', '无可疑征象的扁平黑素细胞性皮损'],
    [0, 1, 3],
    '数字化皮肤镜随访用于高危人群及无明确恶性征象的扁平黑素细胞性皮损，观察其变化。',
  ),
]

const gcp: readonly QuestionSeed[] = [
  single(
    'GCP 的中文全称是？',
    [
      '药物临床试验质量管理规范',
      '药品生产质量管理规范',
      '药品经营质量管理规范',
      '药物非临床研究质量管理规范',
    ],
    0,
    'GCP（Good Clinical Practice）即药物临床试验质量管理规范；GMP、GSP、GLP 分别对应生产、经营和非临床研究。',
  ),
  judgment(
    '受试者签署知情同意书后，不得在试验中途退出。',
    false,
    '受试者可在任何阶段无理由退出试验，且不因此受到歧视或报复。',
  ),
  multiple(
    '知情同意书应向受试者说明的内容包括？',
    ['试验目的与流程', '可能的风险与受益', '受试者的权利和自愿原则', '申办者的年度利润'],
    [0, 1, 2],
    '知情同意需说明目的、流程、风险受益、替代治疗、保密与自愿等；申办者经营信息与受试者无关。',
  ),
  single(
    '严重不良事件（SAE）研究者应在获知后多长时间内报告申办者？',
    ['立即（24 小时内）', '7 天内', '15 天内', '试验结束后汇总报告'],
    0,
    '研究者获知 SAE 后应立即（24 小时内）向申办者书面报告，并随访至转归。',
  ),
  judgment(
    '伦理委员会的审查应独立于研究者和申办者。',
    true,
    '伦理委员会独立审查试验方案与知情同意，以保护受试者的权益和安全。',
  ),
  single(
    '原始数据（源数据）记录的基本要求 ALCOA 中，"C" 代表？',
    ['同步记录（Contemporaneous）', '完整（Complete）', '一致（Consistent）', '保密（Confidential）'],
    0,
    'ALCOA：可归因、清晰可读、同步记录、原始、准确；C 指记录与操作同步。',
  ),
  multiple(
    '以下属于研究者职责的是？',
    ['遵循试验方案', '保护受试者权益与安全', '妥善保存试验资料', '替受试者签署知情同意书'],
    [0, 1, 2],
    '知情同意须由受试者或其监护人本人签署，研究者不得代签。',
  ),
  judgment(
    '方案偏离一经发现应如实记录并按规定报告。',
    true,
    '方案偏离需及时记录、分析原因并按要求报告伦理委员会和申办者。',
  ),
  single(
    '临床试验中用于盲法保护的应急信件，何时可以拆阅？',
    ['受试者发生紧急情况需要知道所用药物时', '研究者好奇时', '每次随访时', '数据录入前'],
    0,
    '应急信件仅在受试者出现需要知道治疗分组的紧急情况时拆阅，并记录原因。',
  ),
  single(
    '试验用药品的管理，下列做法正确的是？',
    [
      '专人管理并记录接收、分发、回收与销毁',
      '可用于试验以外的患者',
      '剩余药品由研究者自行处理',
      '无需记录批号',
    ],
    0,
    '试验用药品须专人管理、专柜保存，全程记录数量与批号，仅用于该试验受试者。',
  ),
]

const psoriasis: readonly QuestionSeed[] = [
  single(
    '司库奇尤单抗（secukinumab）的作用靶点是？',
    ['IL-17A', 'IL-12/23 p40', 'TNF-α', 'IL-4Rα'],
    0,
    '司库奇尤单抗为全人源抗 IL-17A 单抗。',
  ),
  multiple(
    '银屑病生物制剂治疗前需完成的筛查有？',
    ['结核感染', '乙型肝炎', '丙型肝炎与 HIV', '皮肤镜检查'],
    [0, 1, 2],
    '生物制剂治疗前需筛查结核和病毒性肝炎、HIV 等感染。',
  ),
  judgment('PASI 90 指 PASI 评分较基线改善至少 90%。', true, 'PASI 90 即 PASI 较基线下降 ≥90%。'),
  single(
    '合并炎症性肠病的银屑病患者应慎用哪类生物制剂？',
    ['IL-17 抑制剂', 'IL-23 抑制剂', 'TNF-α 抑制剂', 'IL-12/23 抑制剂'],
    0,
    'IL-17 抑制剂可能诱发或加重炎症性肠病，此类患者优先考虑 IL-23 或 TNF-α 抑制剂。',
  ),
  judgment(
    '银屑病仅累及皮肤，与代谢综合征无关。',
    false,
    '银屑病是系统性炎症性疾病，与代谢综合征、心血管疾病相关。',
  ),
  single(
    '评估银屑病关节炎筛查常用的问卷是？',
    ['PEST 问卷', 'DLQI', 'SCORAD', 'UAS7'],
    0,
    'PEST（银屑病流行病学筛查工具）用于筛查银屑病关节炎。',
  ),
]

const urticaria: readonly QuestionSeed[] = [
  single(
    '慢性荨麻疹的一线治疗是？',
    ['第二代非镇静抗组胺药', '系统糖皮质激素长期口服', '奥马珠单抗', '环孢素'],
    0,
    '指南推荐第二代非镇静 H1 抗组胺药为一线治疗，无效可加量至 4 倍。',
  ),
  judgment('第二代抗组胺药标准剂量无效时，可加量至 4 倍。', true, '加量至 4 倍为二线治疗。'),
  multiple(
    '评估慢性荨麻疹病情活动度与控制的工具有？',
    ['UAS7', 'UCT', 'PASI', 'EASI'],
    [0, 1],
    'UAS7 评估活动度，UCT 评估控制程度；PASI、EASI 用于银屑病和特应性皮炎。',
  ),
  single(
    '抗组胺药加量无效的慢性自发性荨麻疹，推荐加用？',
    ['奥马珠单抗', '度普利尤单抗', '司库奇尤单抗', '甲氨蝶呤'],
    0,
    '奥马珠单抗（抗 IgE）为抗组胺药加量无效时的三线治疗。',
  ),
  judgment('慢性荨麻疹指风团反复发作超过 6 周。', true, '病程超过 6 周定义为慢性荨麻疹。'),
]

const vitiligo: readonly QuestionSeed[] = [
  single(
    '白癜风稳定期的判断，皮损无进展至少需要？',
    ['1 年', '1 个月', '1 周', '3 天'],
    0,
    '一般认为皮损 1 年内无新发、无扩大为稳定期，可考虑外科移植治疗。',
  ),
  multiple(
    '进展期白癜风的表现包括？',
    ['皮损边界模糊', '新发皮损', '同形反应（Koebner 现象）', '皮损边界清楚且色素岛形成'],
    [0, 1, 2],
    '边界模糊、新发皮损、Koebner 现象和纸屑样白斑提示进展期；色素岛多为复色表现。',
  ),
  judgment('窄谱中波紫外线（NB-UVB）是白癜风的常用光疗方式。', true, 'NB-UVB 是泛发型白癜风的一线光疗。'),
  single(
    '伍德灯下白癜风皮损呈？',
    ['亮白色荧光', '珊瑚红色荧光', '暗绿色荧光', '无变化'],
    0,
    '伍德灯下白癜风皮损呈亮白色，边界清楚，有助于发现早期皮损。',
  ),
  judgment(
    '面部白癜风首选长期外用强效糖皮质激素。',
    false,
    '面部推荐外用钙调磷酸酶抑制剂，强效激素长期使用易致萎缩。',
  ),
  single(
    '外用 JAK 抑制剂芦可替尼乳膏获批用于？',
    ['非节段型白癜风', '寻常型痤疮', '慢性荨麻疹', '脂溢性皮炎'],
    0,
    '芦可替尼乳膏已获批用于 12 岁及以上非节段型白癜风。',
  ),
  multiple(
    '白癜风的评估工具有？',
    ['VASI', 'VETF', 'PASI', 'UAS7'],
    [0, 1],
    'VASI 和 VETF 用于白癜风面积与活动度评估。',
  ),
  judgment('节段型白癜风通常进展迅速后趋于稳定。', true, '节段型白癜风常早期快速进展，随后长期稳定。'),
]

/**
 * Exam 4's questions in order, with the texts of their right options: the e2e test of 赵医生 picks these
 * by their visible text (a judgment's are 正确 / 错误).
 */
export const EXAM_4_CORRECT: readonly { readonly stem: string; readonly correct: readonly string[] }[] = [
  { stem: '度普利尤单抗（dupilumab）的作用靶点是？', correct: ['IL-4Rα（IL-4/IL-13 共同受体亚基）'] },
  { stem: '以下哪些属于中重度特应性皮炎的系统治疗？', correct: ['度普利尤单抗', '阿布昔替尼', '环孢素'] },
  { stem: '口服 JAK 抑制剂治疗前应筛查结核、乙肝等感染。', correct: ['正确'] },
  { stem: 'EASI 评分主要用于评估什么？', correct: ['特应性皮炎的严重程度'] },
  { stem: '特应性皮炎患儿一律不能使用系统治疗。', correct: ['错误'] },
]

interface ExamSeed {
  readonly row: typeof exam.$inferInsert
  readonly questions: readonly QuestionSeed[]
}

/** Exams 3–8 of this seed, plus the questions of issue 4's exams 1, 2 and 9 (their rows are its). */
export function examSeed(now: Date = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY)
  const exams: ExamSeed[] = [
    {
      row: {
        id: 3,
        activityId: 5,
        relatedTitle: 'GCP 培训',
        title: 'GCP培训结业考试',
        description: '完成 GCP 培训全部课程后参加。60 分及格，通过后颁发结业证书。',
        passScore: 60,
        totalScore: 100,
        questionCount: gcp.length,
        startTime: at(-30),
        endTime: at(90),
        certificatePosterType: 'GRADUATION_CERTIFICATE',
      },
      questions: gcp,
    },
    {
      row: {
        id: 4,
        courseId: 1,
        title: '特应性皮炎系统治疗进展 · 课程考试',
        description: '检验课程核心知识：生物制剂、JAK 抑制剂与病情评估。60 分及格，通过即获考试合格证书。',
        passScore: 60,
        totalScore: 100,
        questionCount: 5,
        startTime: at(-14),
        endTime: at(120),
        certificatePosterType: 'EXAMINATION_CERTIFICATE',
      },
      questions: atopicDermatitis.slice(0, 5),
    },
    {
      row: {
        id: 5,
        activityId: 1,
        relatedTitle: '2026 皮肤镜读片挑战赛',
        title: '2026 皮肤镜读片挑战赛 · 知识测验',
        description: '挑战赛预热测验，通过即可获得活动分享海报。',
        passScore: 60,
        totalScore: 100,
        questionCount: 6,
        startTime: at(-7),
        endTime: at(30),
        certificatePosterType: 'POSTER',
      },
      questions: dermoscopy.slice(0, 6),
    },
    {
      row: {
        id: 6,
        courseId: 2,
        title: '银屑病生物制剂治疗 · 课程考试',
        description: '考试将于一周后开放。',
        passScore: 60,
        totalScore: 100,
        questionCount: psoriasis.length,
        startTime: at(7),
        endTime: at(60),
      },
      questions: psoriasis,
    },
    {
      row: {
        id: 7,
        courseId: 6,
        title: '慢性荨麻疹阶梯治疗 · 课程考试',
        description: '本期考试已结束。',
        passScore: 60,
        totalScore: 100,
        questionCount: urticaria.length,
        startTime: at(-60),
        endTime: at(-10),
      },
      questions: urticaria,
    },
    {
      row: {
        id: 8,
        courseId: 5,
        title: '白癜风诊疗规范 · 课程考试',
        description: '80 分及格。',
        passScore: 80,
        totalScore: 100,
        questionCount: vitiligo.length,
        startTime: at(-20),
        endTime: at(40),
      },
      questions: vitiligo,
    },
  ]
  // Issue 4's exams (server/seed/academy.ts): 1 (course 1, 20 questions), 2 (course 4, 25), 9 (course 4, 10).
  const issue4Questions: [number, QuestionSeed[]][] = [
    [1, expand(atopicDermatitis, 20)],
    [2, expand(dermoscopy, 25)],
    [9, expand([...dermoscopy].reverse(), 10)],
  ]
  const questionRows: (typeof examQuestion.$inferInsert)[] = []
  const addQuestions = (examId: number, questions: readonly QuestionSeed[], total: number) => {
    const points = scores(total, questions.length)
    questions.forEach((question, index) => {
      questionRows.push({
        // Explicit ids: exam × 100 + position, so tests and docs can name a question.
        id: examId * 100 + index + 1,
        examId,
        sortOrder: index + 1,
        type: question.type,
        stem: question.stem,
        options: [...question.options],
        correctKeys: [...question.correctKeys],
        explanation: question.explanation,
        score: points[index] ?? 1,
      })
    })
  }
  for (const { row, questions } of exams) addQuestions(Number(row.id), questions, row.totalScore)
  for (const [examId, questions] of issue4Questions) addQuestions(examId, questions, 100)

  const utaskCertificates: (typeof utaskCertificate.$inferInsert)[] = [
    {
      id: 1,
      accountId: DEMO_DOCTOR,
      taskId: 1,
      taskTitle: '2026 特应性皮炎患者随访问卷',
      title: '任务完成证书',
      posterType: 'GRADUATION_CERTIFICATE',
      issuedAt: at(-15),
    },
    {
      id: 2,
      accountId: DEMO_DOCTOR,
      taskId: 4,
      taskTitle: '皮肤科青年医师学术沙龙（上海站）',
      title: '参会证明',
      posterType: 'POSTER',
      issuedAt: at(-40),
    },
    {
      id: 3,
      accountId: OTHER_DOCTOR,
      taskId: 2,
      taskTitle: '银屑病患者招募',
      title: '任务完成证书',
      posterType: 'GRADUATION_CERTIFICATE',
      issuedAt: at(-5),
    },
  ]
  return { exams: exams.map((item) => item.row), questions: questionRows, utaskCertificates }
}

/** Holder details for issue 4's certificates (the columns came with 0007), filled only while empty. */
const issue4CertificateTitles: readonly { id: number; relatedTitle: string }[] = [
  { id: 1, relatedTitle: '白癜风诊疗规范' },
  { id: 2, relatedTitle: '皮肤镜下黑色素瘤识别' },
  { id: 3, relatedTitle: '银屑病诊疗专区学术活动' },
]

export interface ExamSeedReport {
  readonly exams: number
  readonly questions: number
  readonly attempts: number
  readonly utaskCertificates: number
}

/**
 * Inserts the missing exam rows (by key) and answers how many went in. Needs the academy seed (courses,
 * issue 4's exams) and the demo accounts first.
 */
export async function seedExams(database: Database, now: Date = new Date()): Promise<ExamSeedReport> {
  const { db } = database
  const seed = examSeed(now)
  const exams = await db.insert(exam).values(seed.exams).onConflictDoNothing().returning({ id: exam.id })
  // Questions only for exams that exist (issue 4's rows may have been removed by an operator).
  const present = new Set(
    (
      await db
        .select({ id: exam.id })
        .from(exam)
        .where(
          inArray(
            exam.id,
            [...new Set(seed.questions.map((question) => question.examId))].map((value) => Number(value)),
          ),
        )
    ).map((row) => row.id),
  )
  const questions = await db
    .insert(examQuestion)
    .values(seed.questions.filter((question) => present.has(Number(question.examId))))
    .onConflictDoNothing()
    .returning({ id: examQuestion.id })
  for (const { id, relatedTitle } of issue4CertificateTitles) {
    await db
      .update(certificate)
      .set({ relatedTitle })
      .where(and(eq(certificate.id, id), eq(certificate.relatedTitle, '')))
  }
  // 李医生 failed exam 8 once (answers kept, so 查看答案 has his choices); seeded while he has no attempt.
  let attempts = 0
  const [existing] = await db
    .select({ id: examAttempt.id })
    .from(examAttempt)
    .where(and(eq(examAttempt.examId, 8), eq(examAttempt.accountId, DEMO_DOCTOR)))
    .limit(1)
  if (!existing && present.has(8)) {
    const examQuestions = seed.questions.filter((question) => question.examId === 8)
    // Right on the first three questions only.
    const chosen = examQuestions.map((question, index) =>
      index < 3
        ? [...question.correctKeys]
        : question.type === 'JUDGMENT'
          ? [question.correctKeys[0] === 'T' ? 'F' : 'T']
          : ['D'],
    )
    const score = examQuestions.slice(0, 3).reduce((sum, question) => sum + question.score, 0)
    const [attempt] = await db
      .insert(examAttempt)
      .values({
        examId: 8,
        accountId: DEMO_DOCTOR,
        score,
        startedAt: new Date(now.getTime() - 3 * DAY - 600_000),
        submittedAt: new Date(now.getTime() - 3 * DAY),
      })
      .returning({ id: examAttempt.id })
    if (attempt) {
      attempts += 1
      await db.insert(examAnswer).values(
        examQuestions.map((question, index) => ({
          attemptId: attempt.id,
          questionId: Number(question.id),
          chosenKeys: chosen[index] ?? [],
          correct: index < 3,
        })),
      )
    }
  }
  const utask = await db
    .insert(utaskCertificate)
    .values(seed.utaskCertificates)
    .onConflictDoNothing()
    .returning({ id: utaskCertificate.id })
  return {
    exams: exams.length,
    questions: questions.length,
    attempts,
    utaskCertificates: utask.length,
  }
}
