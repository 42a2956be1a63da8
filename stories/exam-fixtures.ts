/**
 * Exam and certificate answers as the server gives them (schemas/api/exam.ts), for the ExamPaper,
 * CertificateList and CertificateView stories. Times are relative to now, like the server seed.
 */

const DAY = 86_400_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const judgment = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
]

export const examQuestions = [
  {
    id: 401,
    type: 'SINGLE_CHOICE',
    stem: '度普利尤单抗（dupilumab）的作用靶点是？',
    options: [
      { key: 'A', text: 'IL-17A' },
      { key: 'B', text: 'IL-4Rα（IL-4/IL-13 共同受体亚基）' },
      { key: 'C', text: 'TNF-α' },
      { key: 'D', text: 'IL-23 p19' },
    ],
    score: 20,
  },
  {
    id: 402,
    type: 'MULTIPLE_CHOICE',
    stem: '以下哪些属于中重度特应性皮炎的系统治疗？',
    options: [
      { key: 'A', text: '度普利尤单抗' },
      { key: 'B', text: '阿布昔替尼' },
      { key: 'C', text: '环孢素' },
      { key: 'D', text: '外用他克莫司软膏' },
    ],
    score: 20,
  },
  {
    id: 403,
    type: 'JUDGMENT',
    stem: '口服 JAK 抑制剂治疗前应筛查结核、乙肝等感染。',
    options: judgment,
    score: 20,
  },
  {
    id: 404,
    type: 'SINGLE_CHOICE',
    stem: 'EASI 评分主要用于评估什么？',
    options: [
      { key: 'A', text: '特应性皮炎的严重程度' },
      { key: 'B', text: '银屑病的关节受累' },
      { key: 'C', text: '痤疮的皮损计数' },
      { key: 'D', text: '瘙痒对睡眠的影响' },
    ],
    score: 20,
  },
  {
    id: 405,
    type: 'JUDGMENT',
    stem: '特应性皮炎患儿一律不能使用系统治疗。',
    options: judgment,
    score: 20,
  },
]

const correctKeys: Record<number, string[]> = {
  401: ['B'],
  402: ['A', 'B', 'C'],
  403: ['T'],
  404: ['A'],
  405: ['F'],
}
const explanations: Record<number, string> = {
  401: '度普利尤单抗结合 IL-4Rα，同时阻断 IL-4 与 IL-13 信号。',
  402: '生物制剂、口服 JAK 抑制剂和环孢素均为系统治疗；外用钙调磷酸酶抑制剂属外用治疗。',
  403: 'JAK 抑制剂可增加感染风险，治疗前需完成感染筛查。',
  404: 'EASI 综合皮损面积与四项体征，评估特应性皮炎严重程度。',
  405: '度普利尤单抗已获批用于 6 月龄及以上的中重度患儿。',
}

export function examDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    title: '特应性皮炎系统治疗进展 · 课程考试',
    description: '检验课程核心知识：生物制剂、JAK 抑制剂与病情评估。60 分及格，通过即获考试合格证书。',
    relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
    passScore: 60,
    totalScore: 100,
    questionCount: examQuestions.length,
    startTime: daysFromNow(-14),
    endTime: daysFromNow(120),
    status: 'START',
    posterType: 'EXAMINATION_CERTIFICATE',
    bestScore: null,
    attemptCount: 0,
    passed: false,
    submitted: false,
    certificateId: null,
    openAttemptId: null,
    openAttemptDeadline: null,
    timeLimitMinutes: null,
    maxAttempts: null,
    attemptsLeft: null,
    questions: examQuestions,
    ...overrides,
  }
}

/** exam.submit: the choices scored against the key above. */
export function examResult(body: Record<string, unknown>) {
  const answers = Array.isArray(body.answers)
    ? (body.answers as { questionId: number; optionKeys: string[] }[])
    : []
  const results = examQuestions.map((question) => {
    const keys = answers.find((answer) => answer.questionId === question.id)?.optionKeys ?? []
    const right = correctKeys[question.id] ?? []
    return {
      questionId: question.id,
      answered: keys.length > 0,
      correct: keys.length === right.length && [...keys].sort().join() === [...right].sort().join(),
    }
  })
  const score = results.filter((item) => item.correct).length * 20
  return {
    attemptId: 9,
    examId: 4,
    score,
    totalScore: 100,
    passScore: 60,
    passed: score >= 60,
    correctCount: results.filter((item) => item.correct).length,
    questionCount: examQuestions.length,
    results,
    certificateId: score >= 60 ? 1001 : null,
    certificateIssued: score >= 60,
    submittedAt: new Date().toISOString(),
  }
}

export const examAnswers = {
  examId: 4,
  attemptId: 9,
  score: 40,
  passed: false,
  submittedAt: new Date().toISOString(),
  questions: examQuestions.map((question, index) => ({
    ...question,
    correctKeys: correctKeys[question.id] ?? [],
    chosenKeys: index === 0 ? ['B'] : index === 1 ? ['A', 'D'] : index === 3 ? ['A'] : [],
    correct: index === 0 || index === 3,
    explanation: explanations[question.id] ?? '',
  })),
}

export function certificate(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: '特应性皮炎系统治疗进展 · 考试合格证书',
    type: 'COURSE',
    posterType: 'EXAMINATION_CERTIFICATE',
    certificateNo: `DC2026${String(id).padStart(6, '0')}`,
    holderName: '李医生',
    issuer: 'DermaCampus 皮肤科成长学院',
    issuedAt: daysFromNow(-id),
    relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
    examId: 4,
    score: 100,
    imageUrl: '',
    ...overrides,
  }
}

export const certificates = [
  certificate(1),
  certificate(2, {
    title: 'GCP 培训 · 结业证书',
    type: 'ACTIVITY',
    posterType: 'GRADUATION_CERTIFICATE',
    relatedObject: { type: 'ACTIVITY', id: 5, title: 'GCP 培训' },
    examId: 3,
    score: 90,
  }),
  certificate(3, {
    title: '白癜风诊疗规范 · 结业证书',
    posterType: 'GRADUATION_CERTIFICATE',
    relatedObject: { type: 'COURSE', id: 5, title: '白癜风诊疗规范' },
    examId: null,
    score: null,
  }),
  certificate(4, {
    title: '2026 皮肤镜读片挑战赛 · 荣誉海报',
    type: 'ACTIVITY',
    posterType: 'POSTER',
    relatedObject: { type: 'ACTIVITY', id: 1, title: '2026 皮肤镜读片挑战赛' },
  }),
]

export const utaskCertificate = {
  id: 1,
  title: '任务完成证书',
  taskId: 1,
  taskTitle: '2026 特应性皮炎患者随访问卷',
  posterType: 'GRADUATION_CERTIFICATE',
  certificateNo: 'UT2026000001',
  holderName: '李医生',
  issuer: 'DermaCampus 皮肤科成长学院',
  issuedAt: daysFromNow(-15),
}
