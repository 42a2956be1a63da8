import { percentOf } from '../academy/progress'
import {
  academyCourse,
  certificate,
  coursePackage,
  type Database,
  groupPurchase,
  groupPurchaseMember,
  type LessonAttachment,
  lecturer,
  lesson,
  lessonProgress,
  note,
  offlineClass,
  offlineClassLecturer,
  packageCourse,
  topic,
  topicCard,
  videoExchangeCode,
  videoExchangeRedemption,
} from '../db/index'
import {
  type CourseDef,
  courseDefs,
  type LessonDef,
  type LiveTiming,
  standaloneLessonDefs,
  TED_FIRST_LECTURER,
  tedSpeakers,
} from './academy-courses'

/**
 * The academy demo data (docs/server.md, Seed): lecturers, the course catalogue of ./academy-courses.ts
 * with ~150 lessons, packages, group purchases, offline classes, topics, certificates and video
 * exchange codes (the banners are content/banners, the exams content/exams; their attempts server/seed/exams.ts). Times are relative
 * to the seed run, so each live status, sales window and registration status exists for days after it.
 * Statuses are computed on read, never stored.
 */

const DAY = 86_400_000
const HOUR = 3_600_000

const MEDIA = '/media'
export const cover = (name: string) => `${MEDIA}/covers/${name}.svg`

/**
 * A course lesson's picture: the course's cover for the first, then its two variants in turn
 * (scripts/make-demo-covers.ts writes `<cover>-2.svg` and `-3.svg`), so a course's lessons listed
 * together do not repeat one picture. A short video of a collection has its own.
 */
function lessonCover(def: LessonDef, courseCover: string, sortOrder: number): string {
  if (def.cover) return cover(def.cover)
  const variant = sortOrder <= 0 ? 1 : ((sortOrder - 1) % 3) + 1
  return cover(variant === 1 ? courseCover : `${courseCover}-${variant}`)
}
const avatar = (name: string) => `${MEDIA}/avatars/${name}.svg`
export const DEMO_VIDEO_URL = `${MEDIA}/demo/clip.mp4`
/** How long the demo clip plays (server/media/demo/clip.mp4; migration 0022 set the older rows to it). */
export const DEMO_CLIP_SECONDS = 24
export const DEMO_STREAM_URL = `${MEDIA}/demo/live/index.m3u8`

/** The demo doctors of ./accounts.ts. */
const CERTIFIED_DOCTOR = 10_001
const UNCERTIFIED_DOCTOR = 10_002

export const lecturers: readonly (typeof lecturer.$inferInsert)[] = [
  [
    '王立新',
    '主任医师',
    '北京协和医院皮肤科',
    '从事银屑病与重症药疹诊治 25 年，中华医学会皮肤性病学分会银屑病学组委员。',
  ],
  [
    '陈晓岚',
    '主任医师',
    '复旦大学附属华山医院皮肤科',
    '特应性皮炎与结缔组织病方向，主持多项生物制剂临床研究。',
  ],
  ['刘志远', '副主任医师', '中山大学附属第三医院皮肤科', '痤疮与皮肤肿瘤方向，擅长皮肤外科与光动力治疗。'],
  ['赵雅琴', '主任医师', '四川大学华西医院皮肤科', '白癜风与真菌病方向，医学真菌实验室负责人。'],
  ['孙明哲', '副主任医师', '上海交通大学医学院附属瑞金医院皮肤科', '荨麻疹与过敏性皮肤病方向。'],
  ['周静怡', '主任医师', '中南大学湘雅医院皮肤科', '毛发疾病与自身免疫性大疱病方向。'],
  ['林海峰', '副主任医师', '浙江大学医学院附属第二医院皮肤科', '皮肤外科与玫瑰痤疮方向，开展 Mohs 手术。'],
  ['何嘉敏', '副主任医师', '南方医科大学皮肤病医院', '医学美容与激光治疗方向。'],
  ['郭宏伟', '主任医师', '中国医学科学院皮肤病医院', '皮肤病理与皮肤镜方向，皮肤镜培训讲师。'],
  [
    '吴思琪',
    '副主任医师',
    '首都医科大学附属北京儿童医院皮肤科',
    '儿童皮肤病方向，关注儿童特应性皮炎长期管理。',
  ],
]
  .map(([name, title, hospital, introduction], index) => ({
    id: index + 1,
    name: name ?? '',
    title: title ?? '',
    hospital: hospital ?? '',
    introduction: introduction ?? '',
    avatarUrl: avatar(`lecturer-${index + 1}`),
  }))
  // The TED speakers (lecturers 11–22): each entry's talk is their own lesson.
  .concat(
    tedSpeakers.map((speaker, index) => ({
      id: TED_FIRST_LECTURER + index,
      name: speaker.name,
      title: '住院医师',
      hospital: `${speaker.hospital}皮肤科`,
      introduction: `2025「谁是皮肤专家」TED 演讲参赛医师，演讲《${speaker.talk}》。`,
      avatarUrl: avatar(`member-${(index % 4) + 1}`),
    })),
  )

const lecturerName = (id: number) => lecturers[id - 1]?.name ?? ''

/** Real files under server/media/docs; `zip` is a type the client cannot open (暂不支持此类型). */
function attachmentsFor(category: string): LessonAttachment[] {
  return [
    {
      name: `${category}诊疗指南节选.pdf`,
      url: `${MEDIA}/docs/guideline-excerpt.pdf`,
      fileType: 'pdf',
      size: 680,
    },
    {
      name: '病例讨论模板.docx',
      url: `${MEDIA}/docs/case-discussion-template.docx`,
      fileType: 'docx',
      size: 1054,
    },
    { name: '皮损图谱合集.zip', url: `${MEDIA}/docs/lesion-atlas.zip`, fileType: 'zip', size: 190 },
  ]
}

function courseIntroduction(course: CourseDef): string {
  const points = course.points.map((point) => `<li>${point}</li>`).join('')
  return [
    `<p>${course.intro}</p>`,
    `<h3>你将学到</h3><ul>${points}</ul>`,
    `<h3>适合人群</h3><p>皮肤科住院医师、主治医师，以及关注${course.category}诊疗的临床医生。</p>`,
    `<h3>讲者</h3><p>${lecturerName(course.lecturer)}，${lecturers[course.lecturer - 1]?.hospital ?? ''}${lecturers[course.lecturer - 1]?.title ?? ''}。</p>`,
  ].join('\n')
}

/**
 * An article body: headings, paragraphs, lists, a figure and a quote, built from the course's points; the
 * quote is the lesson's own speaker's.
 */
function articleContent(course: CourseDef, title: string, lecturerId: number): string {
  const points = course.points.map((point) => `  <li>${point}</li>`).join('\n')
  return `<h2>${title}</h2>
<p>${course.intro}</p>
<p>本文为《${course.title}》的学习材料，建议结合课程视频与临床病例阅读，约需 8 分钟。</p>
<h3>核心要点</h3>
<ul>
${points}
</ul>
<figure><img src="${cover(course.cover)}" alt="${course.category}示意图" /><figcaption>图 1 ${course.category}诊疗要点示意</figcaption></figure>
<h3>临床实践建议</h3>
<ol>
  <li>详细询问病史，记录起病时间、诱因、既往治疗及疗效；</li>
  <li>完善体格检查，必要时行皮肤镜、真菌镜检或组织病理检查；</li>
  <li>根据病情严重程度与患者意愿制订个体化方案，并约定复诊时间；</li>
  <li>做好患者教育，提高长期治疗的依从性。</li>
</ol>
<blockquote>${lecturerName(lecturerId)}：${course.category}的管理是一个长期过程，规范评估、分层治疗和定期随访同样重要。</blockquote>
<h3>小结</h3>
<p>掌握上述要点，可以帮助我们在门诊中更快地识别${course.category}相关问题，避免误诊和过度治疗。</p>
<p class="reference">参考资料：中国${course.category}诊疗指南及相关专家共识（最新版）。</p>`
}

function lessonIntroduction(course: { title: string; category: string }, title: string): string {
  return `<p>《${title}》是课程《${course.title}》的一讲，围绕${course.category}的临床问题展开，配合病例图片讲解。</p><p>建议观看后在“笔记”中记录要点，并完成课后测验。</p>`
}

function liveTimes(timing: LiveTiming, now: number) {
  // STREAMING stays streaming for 30 days after the seed; COMING and OVER are whole days away.
  if (timing === 'STREAMING') return { start: new Date(now - HOUR), end: new Date(now + 30 * DAY) }
  const start = new Date(now + timing.days * DAY)
  return { start, end: new Date(start.getTime() + 2 * HOUR) }
}

function salesWindow(sales: CourseDef['sales'], now: number) {
  switch (sales) {
    case 'past':
      return { salesStartTime: new Date(now - 120 * DAY), salesEndTime: new Date(now - 30 * DAY) }
    case 'current':
      return { salesStartTime: new Date(now - 7 * DAY), salesEndTime: new Date(now + 60 * DAY) }
    case 'future':
      return { salesStartTime: new Date(now + 10 * DAY), salesEndTime: new Date(now + 100 * DAY) }
    default:
      return { salesStartTime: null, salesEndTime: null }
  }
}

type LessonRow = typeof lesson.$inferInsert

function lessonRow(
  id: number,
  def: LessonDef,
  context: {
    courseId: number | null
    course: { title: string; category: string }
    courseDef?: CourseDef
    lecturerId: number
    coverName: string
    sortOrder: number
    publishedAt: Date
    views: number
    now: number
  },
): LessonRow {
  const { courseDef, now } = context
  const live = def.type === 'LIVE' && def.live ? liveTimes(def.live, now) : undefined
  const isVideo = def.type === 'VIDEO' || def.type === 'SHORT_VIDEO'
  return {
    id,
    courseId: context.courseId,
    title: def.title,
    lessonType: def.type,
    lecturerId: context.lecturerId,
    bigPicUrl: lessonCover(def, context.coverName, context.sortOrder),
    // The demo videos play the demo clip: the catalogue says its real length (a player reports it).
    duration: def.type === 'ARTICLE' ? null : isVideo ? DEMO_CLIP_SECONDS : (def.duration ?? null),
    freePreview: def.preview ?? false,
    sortOrder: context.sortOrder,
    viewCount: context.views,
    likeCountBase: Math.round(context.views / 37),
    commentCountBase: Math.round(context.views / 260),
    content:
      def.type === 'ARTICLE' && courseDef ? articleContent(courseDef, def.title, context.lecturerId) : '',
    introduction: def.type === 'ARTICLE' ? '' : lessonIntroduction(context.course, def.title),
    videoUrl: isVideo ? DEMO_VIDEO_URL : '',
    posterUrl: def.type === 'ARTICLE' ? '' : lessonCover(def, context.coverName, context.sortOrder),
    attachments: def.attachments ? attachmentsFor(context.course.category) : [],
    copyright: def.type === 'ARTICLE' ? (['PLATFORM', 'PERSONAL', 'ALL'] as const)[id % 3] : 'PLATFORM',
    liveStartTime: live?.start ?? null,
    liveEndTime: live?.end ?? null,
    streamUrl: live ? DEMO_STREAM_URL : '',
    replayUrl: live ? DEMO_VIDEO_URL : '',
    onlineCountBase: live ? 200 + (id % 7) * 173 : 0,
    partner: '',
    partnerData: '',
    publishedAt: live ? new Date(Math.min(live.start.getTime(), now) - DAY) : context.publishedAt,
  }
}

export interface AcademySeed {
  readonly lecturers: readonly (typeof lecturer.$inferInsert)[]
  readonly courses: (typeof academyCourse.$inferInsert)[]
  readonly lessons: LessonRow[]
  readonly packages: (typeof coursePackage.$inferInsert)[]
  readonly packageCourses: (typeof packageCourse.$inferInsert)[]
  readonly groupPurchases: (typeof groupPurchase.$inferInsert)[]
  readonly groupMembers: (typeof groupPurchaseMember.$inferInsert)[]
  readonly offlineClasses: (typeof offlineClass.$inferInsert)[]
  readonly offlineClassLecturers: (typeof offlineClassLecturer.$inferInsert)[]
  readonly topics: (typeof topic.$inferInsert)[]
  readonly topicCards: (typeof topicCard.$inferInsert)[]
  readonly certificates: (typeof certificate.$inferInsert)[]
  readonly exchangeCodes: (typeof videoExchangeCode.$inferInsert)[]
  readonly redemptions: (typeof videoExchangeRedemption.$inferInsert)[]
  readonly progress: (typeof lessonProgress.$inferInsert)[]
  readonly notes: (typeof note.$inferInsert)[]
}

/** Builds every academy row, with times relative to `nowDate`. */
export function academySeed(nowDate: Date = new Date()): AcademySeed {
  const now = nowDate.getTime()
  const courses: (typeof academyCourse.$inferInsert)[] = []
  const lessons: LessonRow[] = []
  let nextLessonId = 1001
  for (const def of courseDefs) {
    if (def.firstLessonId) nextLessonId = def.firstLessonId
    const createdAt = new Date(now - def.createdDaysAgo * DAY)
    courses.push({
      id: def.id,
      title: def.title,
      subtitle: def.subtitle,
      bigPicUrl: cover(def.cover),
      courseType: def.courseType,
      kind: def.kind ?? 'REGULAR',
      category: def.category,
      tags: [...def.tags],
      lecturerId: def.lecturer,
      price: def.price,
      originalPrice: def.originalPrice ?? def.price,
      discountPrice: def.discount?.price ?? null,
      discountLabel: def.discount?.label ?? '',
      ...salesWindow(def.sales, now),
      status: def.inactive ? 'INACTIVE' : 'ACTIVE',
      advanced: def.advanced ?? false,
      introduction: courseIntroduction(def),
      viewCount: def.views,
      soldCountBase: def.sold,
      createdAt,
    })
    def.lessons.forEach((lessonDef, index) => {
      lessons.push(
        lessonRow(nextLessonId, lessonDef, {
          courseId: def.id,
          course: def,
          courseDef: def,
          lecturerId: lessonDef.lecturer ?? def.lecturer,
          coverName: def.cover,
          sortOrder: index + 1,
          publishedAt: new Date(createdAt.getTime() + index * HOUR),
          // Earlier lessons are watched more.
          views: Math.round(def.views / (index + 1.6)),
          now,
        }),
      )
      nextLessonId += 1
    })
  }
  for (const def of standaloneLessonDefs) {
    const row = lessonRow(def.id, def, {
      courseId: null,
      course: { title: def.title, category: def.category },
      lecturerId: def.lecturer,
      coverName: def.cover,
      sortOrder: 0,
      publishedAt: new Date(now - 2 * DAY),
      views: 3_000 + def.id,
      now,
    })
    if (def.partner === 'LILLY') {
      row.partner = 'LILLY'
      row.partnerData = JSON.stringify({ channel: 'lilly-derma', room: 'PSO-2026-SPRING' })
    }
    lessons.push(row)
  }

  const lessonsOf = (courseId: number) => lessons.filter((row) => row.courseId === courseId)
  const lessonId = (courseId: number, type: LessonDef['type'], nth = 0): number =>
    lessonsOf(courseId).filter((row) => row.lessonType === type)[nth]?.id ?? 0
  const streamingLive = (courseId: number) =>
    lessonsOf(courseId).find((row) => row.liveStartTime && row.liveStartTime.getTime() < now)?.id ?? 0

  const packages: (typeof coursePackage.$inferInsert)[] = [
    {
      id: 1,
      title: '银屑病全程管理套餐',
      bigPicUrl: cover('package'),
      price: 399,
      originalPrice: 627,
      soldCountBase: 486,
      introduction: '<p>生物制剂治疗、荨麻疹与直播病例讨论打包学习，覆盖银屑病诊疗的全流程。</p>',
      createdAt: new Date(now - 20 * DAY),
    },
    {
      id: 2,
      title: '皮肤镜与皮肤肿瘤进阶包',
      bigPicUrl: cover('dermoscopy'),
      price: 599,
      originalPrice: 856,
      soldCountBase: 318,
      introduction: '<p>从皮肤镜读图到皮肤外科操作，系统提升皮肤肿瘤的诊疗能力。</p>',
      createdAt: new Date(now - 15 * DAY),
    },
    {
      id: 3,
      title: '特应性皮炎与湿疹套餐',
      bigPicUrl: cover('atopic-dermatitis'),
      price: 169,
      originalPrice: 199,
      soldCountBase: 702,
      introduction: '<p>成人与儿童特应性皮炎、湿疹的规范诊疗与患者教育。</p>',
      createdAt: new Date(now - 10 * DAY),
    },
    {
      id: 4,
      title: '医美入门套餐',
      bigPicUrl: cover('yimei'),
      price: 459,
      originalPrice: 557,
      soldCountBase: 264,
      introduction: '<p>光老化、多汗症与医美并发症处理，医美入门必修。</p>',
      createdAt: new Date(now - 5 * DAY),
    },
    {
      id: 5,
      title: '住院医师基础套餐',
      bigPicUrl: cover('package'),
      price: 299,
      originalPrice: 465,
      soldCountBase: 1_024,
      introduction: '<p>痤疮、玫瑰痤疮、脱发、真菌与病理入门，住院医师规培常考内容一次学完。</p>',
      createdAt: new Date(now - 40 * DAY),
    },
  ]
  const packageCourses = [
    [1, [2, 31, 23]],
    [2, [4, 22, 24, 16]],
    [3, [1, 11, 15]],
    [4, [9, 19, 26]],
    [5, [3, 7, 8, 12, 10]],
  ].flatMap(([packageId, courseIds]) =>
    (courseIds as number[]).map((courseId, index) => ({
      packageId: packageId as number,
      courseId,
      sortOrder: index + 1,
    })),
  )

  const groupPurchases: (typeof groupPurchase.$inferInsert)[] = [
    { id: 1, courseId: 1, price: 149, groupSize: 3, endTime: new Date(now + 5 * DAY) },
    { id: 2, courseId: 4, price: 159, groupSize: 5, endTime: new Date(now + 9 * DAY) },
    // Over: shown by groupPurchase.course, no longer offered on the course.
    { id: 3, courseId: 3, price: 79, groupSize: 3, endTime: new Date(now - DAY) },
  ]
  const groupMembers: (typeof groupPurchaseMember.$inferInsert)[] = [
    {
      id: 1,
      groupPurchaseId: 1,
      nickname: '张医生',
      avatar: avatar('member-1'),
      joinedAt: new Date(now - 2 * DAY),
    },
    {
      id: 2,
      groupPurchaseId: 2,
      nickname: '杨医生',
      avatar: avatar('member-2'),
      joinedAt: new Date(now - 3 * DAY),
    },
    {
      id: 3,
      groupPurchaseId: 2,
      nickname: '黄医生',
      avatar: avatar('member-3'),
      joinedAt: new Date(now - 2 * DAY),
    },
    {
      id: 4,
      groupPurchaseId: 2,
      nickname: '徐医生',
      avatar: avatar('member-4'),
      joinedAt: new Date(now - DAY),
    },
    {
      id: 5,
      groupPurchaseId: 3,
      nickname: '张医生',
      avatar: avatar('member-1'),
      joinedAt: new Date(now - 6 * DAY),
    },
    {
      id: 6,
      groupPurchaseId: 3,
      nickname: '黄医生',
      avatar: avatar('member-3'),
      joinedAt: new Date(now - 5 * DAY),
    },
  ]

  const offlineProgramme = (topicText: string) =>
    `<p>${topicText}</p><h3>日程安排</h3><ul><li>09:00 开班致辞与学员破冰</li><li>09:30 专题讲座</li><li>13:30 分组实操与病例讨论</li><li>16:30 考核与结业</li></ul><h3>报名须知</h3><p>名额有限，报名成功后将以短信通知；请携带执业医师证参加。</p>`
  const offlineClasses: (typeof offlineClass.$inferInsert)[] = [
    {
      id: 1,
      activityId: 2001,
      title: '银屑病生物制剂规范化应用训练营',
      bigPicUrl: cover('offline'),
      city: '上海',
      address: '上海市静安区延安中路 1000 号 国际会议中心 3 楼',
      startTime: new Date(now + 20 * DAY),
      endTime: new Date(now + 21 * DAY),
      registrationStartTime: new Date(now - 5 * DAY),
      registrationEndTime: new Date(now + 15 * DAY),
      quota: 60,
      enrolledCountBase: 38,
      price: 0,
      introduction: offlineProgramme('围绕生物制剂的筛查、启动与随访开展小班教学，配合真实病例演练。'),
    },
    {
      id: 2,
      activityId: 2002,
      title: '皮肤镜实操工作坊',
      bigPicUrl: cover('dermoscopy'),
      city: '北京',
      address: '北京市东城区王府井帅府园 1 号 教学楼 B 座',
      startTime: new Date(now + 25 * DAY),
      endTime: new Date(now + 26 * DAY),
      registrationStartTime: new Date(now - 3 * DAY),
      registrationEndTime: new Date(now + 18 * DAY),
      quota: 30,
      enrolledCountBase: 12,
      price: 800,
      introduction: offlineProgramme('每位学员配备皮肤镜设备，现场采集与读图，导师一对一点评。'),
    },
    {
      id: 3,
      activityId: 2003,
      title: '皮肤外科缝合技术训练营',
      bigPicUrl: cover('skin-tumor'),
      city: '广州',
      address: '广州市天河区天河路 600 号 临床技能中心',
      startTime: new Date(now + 40 * DAY),
      endTime: new Date(now + 41 * DAY),
      registrationStartTime: new Date(now + 7 * DAY),
      registrationEndTime: new Date(now + 30 * DAY),
      quota: 24,
      enrolledCountBase: 0,
      price: 0,
      introduction: offlineProgramme('猪皮模型上练习切除、分层缝合与皮瓣设计。'),
    },
    {
      id: 4,
      activityId: 2004,
      title: '医美注射安全培训',
      bigPicUrl: cover('yimei'),
      city: '成都',
      address: '成都市武侯区国学巷 37 号 培训中心',
      startTime: new Date(now - 3 * DAY),
      endTime: new Date(now - 2 * DAY),
      registrationStartTime: new Date(now - 40 * DAY),
      registrationEndTime: new Date(now - 7 * DAY),
      quota: 50,
      enrolledCountBase: 50,
      price: 0,
      introduction: offlineProgramme('面部解剖、危险区域与并发症急救流程演练。'),
    },
    {
      id: 5,
      activityId: 2005,
      title: '皮肤病理读片班',
      bigPicUrl: cover('dermatopathology'),
      city: '杭州',
      address: '杭州市上城区解放路 88 号 病理科示教室',
      startTime: new Date(now + 14 * DAY),
      endTime: new Date(now + 15 * DAY),
      registrationStartTime: new Date(now - 10 * DAY),
      registrationEndTime: new Date(now + 10 * DAY),
      quota: 20,
      enrolledCountBase: 20,
      price: 0,
      introduction: offlineProgramme('多头显微镜下集体读片，覆盖炎症性皮肤病与常见皮肤肿瘤。'),
    },
    {
      id: 6,
      activityId: 2006,
      title: '儿童皮肤病诊疗沙龙',
      bigPicUrl: cover('pediatric'),
      city: '长沙',
      address: '长沙市开福区湘雅路 87 号 学术报告厅',
      startTime: new Date(now + 30 * DAY),
      endTime: new Date(now + 30 * DAY + 6 * HOUR),
      registrationStartTime: new Date(now - DAY),
      registrationEndTime: new Date(now + 25 * DAY),
      quota: 40,
      enrolledCountBase: 5,
      price: 0,
      introduction: offlineProgramme('儿童特应性皮炎、血管瘤与遗传性皮肤病的病例分享。'),
    },
  ]
  const offlineClassLecturers = [
    [1, [1, 2]],
    [2, [9]],
    [3, [7, 3]],
    [4, [8]],
    [5, [9, 6]],
    [6, [10, 2]],
  ].flatMap(([offlineClassId, lecturerIds]) =>
    (lecturerIds as number[]).map((lecturerId, index) => ({
      offlineClassId: offlineClassId as number,
      lecturerId,
      sortOrder: index + 1,
    })),
  )

  const course2Article = lessonId(2, 'ARTICLE')
  const course2Video = lessonId(2, 'VIDEO')
  const liveNow23 = streamingLive(23)
  const liveNow24 = streamingLive(24)
  const liveNow26 = streamingLive(26)
  const shortVideo33 = lessonId(33, 'SHORT_VIDEO')
  const topics: (typeof topic.$inferInsert)[] = [
    {
      id: 1,
      title: '银屑病全程管理专题',
      bigPicUrl: cover('psoriasis'),
      introduction: '从诊断评估、系统治疗到共病管理，一站式汇集银屑病的课程、直播与指南。',
    },
    {
      id: 2,
      title: '皮肤镜读图专题',
      bigPicUrl: cover('dermoscopy'),
      introduction: '短视频、系统课程与直播读图，循序渐进掌握皮肤镜。',
    },
    {
      id: 3,
      title: '特应性皮炎与湿疹专题',
      bigPicUrl: cover('atopic-dermatitis'),
      introduction: '成人与儿童特应性皮炎的最新治疗进展与护理指导。',
    },
    {
      id: 4,
      title: '医学美容与光老化专题',
      bigPicUrl: cover('yimei'),
      introduction: '光老化评估、光电与注射治疗、并发症处理。',
    },
  ]
  type Card = Omit<typeof topicCard.$inferInsert, 'topicId' | 'sortOrder'>
  // A card shows its item's own picture (a lesson's, a course's, a topic's), as the item's page does.
  const pictureOf = (card: Card): string | undefined => {
    if (['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'].includes(card.sourceType)) {
      return lessons.find((row) => row.id === card.sourceId)?.bigPicUrl ?? undefined
    }
    if (card.sourceType === 'COURSE' || card.sourceType === 'ACADEMY_COURSE') {
      return courses.find((row) => row.id === card.sourceId)?.bigPicUrl ?? undefined
    }
    if (card.sourceType === 'TOPIC') return topics.find((row) => row.id === card.sourceId)?.bigPicUrl
    return undefined
  }
  const cardsOf = (topicId: number, cards: Card[]) =>
    cards.map((card, index) => ({
      ...card,
      picUrl: pictureOf(card) ?? card.picUrl,
      topicId,
      sortOrder: index + 1,
    }))
  const topicCards = [
    ...cardsOf(1, [
      {
        sourceType: 'COURSE',
        sourceId: 2,
        title: '银屑病生物制剂治疗',
        picUrl: cover('psoriasis'),
        summary: '王立新 · 6 讲',
        extra: { price: 239, originalPrice: 399, lecturer: '王立新' },
      },
      {
        sourceType: 'LIVE',
        sourceId: liveNow23,
        title: '银屑病共病管理',
        picUrl: cover('live'),
        summary: '直播中，点击进入',
        extra: { lecturer: '王立新' },
      },
      {
        sourceType: 'VIDEO',
        sourceId: course2Video,
        title: '银屑病发病机制与治疗靶点',
        picUrl: cover('psoriasis'),
        summary: '免费试看',
        extra: { duration: DEMO_CLIP_SECONDS },
      },
      {
        sourceType: 'ARTICLE',
        sourceId: course2Article,
        title: '银屑病生物制剂应用专家共识要点',
        picUrl: cover('psoriasis'),
        summary: '共识要点速读',
        extra: { readMinutes: 8 },
      },
      {
        sourceType: 'COURSE_PACKAGE',
        sourceId: 1,
        title: '银屑病全程管理套餐',
        picUrl: cover('package'),
        summary: '3 门课程打包优惠',
        extra: { price: 399, originalPrice: 627 },
      },
      {
        sourceType: 'GUIDELINE',
        sourceId: 501,
        title: '中国银屑病诊疗指南（2023 版）节选',
        picUrl: cover('guideline'),
        summary: '指南原文 PDF',
        extra: { url: `${MEDIA}/docs/guideline-excerpt.pdf` },
      },
      {
        sourceType: 'ZONE',
        sourceId: 301,
        title: '博恩医学教育 · 银屑病诊疗进展',
        picUrl: cover('psoriasis'),
        summary: '专区病例与学术活动（仅在 APP 内的专区列表打开）',
        extra: { zoneId: 301 },
      },
      {
        sourceType: 'ZONE',
        sourceId: 1,
        title: '和睿皮肤科学院',
        picUrl: cover('atopic-dermatitis'),
        summary: '特应性皮炎与敏感肌的规范管理',
        extra: { zoneId: 1 },
      },
    ]),
    ...cardsOf(2, [
      {
        sourceType: 'SHORT_VIDEO',
        sourceId: shortVideo33,
        title: '什么是“星爆状”模式',
        picUrl: cover('dermoscopy'),
        summary: '一分钟皮肤镜',
        extra: { duration: DEMO_CLIP_SECONDS },
      },
      {
        sourceType: 'COURSE',
        sourceId: 4,
        title: '皮肤镜下黑色素瘤识别',
        picUrl: cover('melanoma'),
        summary: '郭宏伟 · 5 讲',
        extra: { price: 199, lecturer: '郭宏伟' },
      },
      {
        sourceType: 'ACADEMY_COURSE',
        sourceId: 22,
        title: '基底细胞癌与鳞癌鉴别',
        picUrl: cover('skin-tumor'),
        summary: '进阶课程',
        extra: { price: 159 },
      },
      {
        sourceType: 'LIVE',
        sourceId: liveNow24,
        title: '第二讲：可疑黑色素瘤读图',
        picUrl: cover('dermoscopy'),
        summary: '直播中',
        extra: { lecturer: '郭宏伟' },
      },
      {
        sourceType: 'TOPIC',
        sourceId: 3,
        title: '特应性皮炎与湿疹专题',
        picUrl: cover('atopic-dermatitis'),
        summary: '相关专题',
        extra: {},
      },
    ]),
    ...cardsOf(3, [
      {
        sourceType: 'ARTICLE',
        sourceId: 1001,
        title: '课程导读：特应性皮炎的疾病负担',
        picUrl: cover('atopic-dermatitis'),
        summary: '免费阅读',
        extra: { readMinutes: 8 },
      },
      {
        sourceType: 'VIDEO',
        sourceId: 1002,
        title: '特应性皮炎的免疫学机制',
        picUrl: cover('atopic-dermatitis'),
        summary: '免费试看',
        extra: { duration: DEMO_CLIP_SECONDS },
      },
      {
        sourceType: 'COURSE',
        sourceId: 1,
        title: '特应性皮炎系统治疗进展',
        picUrl: cover('atopic-dermatitis'),
        summary: '陈晓岚 · 7 讲',
        extra: { price: 199, lecturer: '陈晓岚' },
      },
      {
        sourceType: 'GUIDELINE',
        sourceId: 502,
        title: '特应性皮炎诊疗指南节选',
        picUrl: cover('guideline'),
        summary: '指南原文 PDF',
        extra: { url: `${MEDIA}/docs/guideline-excerpt.pdf` },
      },
      {
        sourceType: 'TOPIC',
        sourceId: 1,
        title: '银屑病全程管理专题',
        picUrl: cover('psoriasis'),
        summary: '相关专题',
        extra: {},
      },
    ]),
    ...cardsOf(4, [
      {
        sourceType: 'YIMEI',
        sourceId: 3001,
        title: '医美项目百科：光子嫩肤',
        picUrl: cover('yimei'),
        summary: '适应证、疗程与术后护理',
        extra: { url: '/v3/webview?url=%2Fmedia%2Fdocs%2Fguideline-excerpt.pdf' },
      },
      {
        sourceType: 'COURSE',
        sourceId: 9,
        title: '光老化与医美治疗',
        picUrl: cover('photoaging'),
        summary: '即将开售',
        extra: { price: 299 },
      },
      {
        sourceType: 'LIVE',
        sourceId: liveNow26,
        title: '肉毒毒素注射并发症',
        picUrl: cover('laser'),
        summary: '直播中',
        extra: { lecturer: '何嘉敏' },
      },
      {
        sourceType: 'COURSE_PACKAGE',
        sourceId: 4,
        title: '医美入门套餐',
        picUrl: cover('yimei'),
        summary: '3 门课程打包优惠',
        extra: { price: 459, originalPrice: 557 },
      },
      {
        sourceType: 'SHORT_VIDEO',
        sourceId: 1191,
        title: '防晒霜怎么选',
        picUrl: cover('photoaging'),
        summary: '56 秒看懂防晒指数',
        extra: { duration: DEMO_CLIP_SECONDS },
      },
      {
        sourceType: 'ZONE',
        sourceId: 2,
        title: '安肤皮肤屏障专区',
        picUrl: cover('atopic-dermatitis'),
        summary: '专区活动',
        extra: { zoneId: 2 },
      },
    ]),
  ] satisfies (typeof topicCard.$inferInsert)[]

  const certificates: (typeof certificate.$inferInsert)[] = [
    {
      id: 1,
      accountId: CERTIFIED_DOCTOR,
      title: '白癜风诊疗规范 · 结业证书',
      type: 'COURSE',
      posterType: 'GRADUATION_CERTIFICATE',
      relatedId: 5,
      imageUrl: cover('certificate'),
      issuedAt: new Date(now - 12 * DAY),
    },
    {
      id: 2,
      accountId: CERTIFIED_DOCTOR,
      title: '皮肤镜下黑色素瘤识别 · 考试合格证书',
      type: 'COURSE',
      posterType: 'EXAMINATION_CERTIFICATE',
      relatedId: 4,
      imageUrl: cover('certificate'),
      issuedAt: new Date(now - 2 * DAY),
    },
    {
      id: 3,
      accountId: CERTIFIED_DOCTOR,
      title: '银屑病诊疗专区学术活动 · 参会海报',
      type: 'ACTIVITY',
      posterType: 'POSTER',
      relatedId: 1,
      imageUrl: cover('banner-home'),
      issuedAt: new Date(now - 20 * DAY),
    },
  ]

  // DERMA2026: every doctor once; VIP codes: one doctor each (VIP-USED-000 and VIP-HAIR-003 are spent); EXPIRED-2025: over.
  const paidVideo = lessonId(2, 'VIDEO', 1)
  const exchangeCodes: (typeof videoExchangeCode.$inferInsert)[] = [
    { id: 1, code: 'DERMA2026', lessonId: paidVideo, maxUses: null, expiresAt: new Date(now + 365 * DAY) },
    { id: 2, code: 'VIP-PSO-001', lessonId: lessonId(2, 'VIDEO', 2), maxUses: 1, expiresAt: null },
    { id: 3, code: 'VIP-USED-000', lessonId: lessonId(4, 'VIDEO', 1), maxUses: 1, expiresAt: null },
    {
      id: 4,
      code: 'EXPIRED-2025',
      lessonId: lessonId(16, 'VIDEO', 1),
      maxUses: null,
      expiresAt: new Date(now - 30 * DAY),
    },
    { id: 5, code: 'VIP-ACNE-002', lessonId: lessonId(3, 'VIDEO', 1), maxUses: 1, expiresAt: null },
    // Spent by 李医生 (his exchange record).
    { id: 6, code: 'VIP-HAIR-003', lessonId: lessonId(8, 'VIDEO', 0), maxUses: 1, expiresAt: null },
  ]
  const redemptions: (typeof videoExchangeRedemption.$inferInsert)[] = [
    {
      id: 1,
      codeId: 3,
      accountId: UNCERTIFIED_DOCTOR,
      lessonId: lessonId(4, 'VIDEO', 1),
      redeemedAt: new Date(now - 6 * DAY),
    },
    {
      id: 2,
      codeId: 6,
      accountId: CERTIFIED_DOCTOR,
      lessonId: lessonId(8, 'VIDEO', 0),
      redeemedAt: new Date(now - 9 * DAY),
    },
  ]

  // 李医生's learning history: where he stopped in a few lessons (studying, resume) and two notes.
  const urticariaVideo = lessonId(6, 'VIDEO', 0)
  const eczemaArticle = lessonId(11, 'ARTICLE', 0)
  const progress: (typeof lessonProgress.$inferInsert)[] = [
    {
      accountId: CERTIFIED_DOCTOR,
      lessonId: urticariaVideo,
      courseId: 6,
      seconds: 14,
      duration: 24,
      finished: false,
      updatedAt: new Date(now - 2 * HOUR),
    },
    {
      accountId: CERTIFIED_DOCTOR,
      lessonId: lessonId(6, 'VIDEO', 1),
      courseId: 6,
      seconds: 24,
      duration: 24,
      finished: true,
      updatedAt: new Date(now - DAY),
    },
    {
      accountId: CERTIFIED_DOCTOR,
      lessonId: lessonId(4, 'VIDEO', 0),
      courseId: 4,
      seconds: 9,
      duration: 24,
      finished: false,
      updatedAt: new Date(now - 3 * DAY),
    },
    {
      accountId: CERTIFIED_DOCTOR,
      lessonId: eczemaArticle,
      courseId: 11,
      seconds: 0,
      duration: 0,
      finished: true,
      updatedAt: new Date(now - 5 * DAY),
    },
  ]
  const notes: (typeof note.$inferInsert)[] = [
    {
      id: 1,
      accountId: CERTIFIED_DOCTOR,
      lessonId: urticariaVideo,
      courseId: 6,
      content:
        '慢性荨麻疹先分自发性与诱导性；二代抗组胺药足量无效时可增至 4 倍剂量，仍无效再考虑奥马珠单抗。门诊记得用 UAS7 评估活动度。',
      seconds: 12,
      createdAt: new Date(now - 2 * HOUR),
    },
    {
      id: 2,
      accountId: CERTIFIED_DOCTOR,
      lessonId: eczemaArticle,
      courseId: 11,
      content: '湿疹分期用药：急性期渗出多用湿敷，亚急性期糊剂或乳膏，慢性期软膏加封包。保湿剂要足量、长期。',
      seconds: null,
      createdAt: new Date(now - 5 * DAY),
    },
  ]

  return {
    lecturers,
    courses,
    lessons,
    packages,
    packageCourses,
    groupPurchases,
    groupMembers,
    offlineClasses,
    offlineClassLecturers,
    topics,
    topicCards,
    certificates,
    exchangeCodes,
    redemptions,
    progress: progress.map((row) => ({
      ...row,
      percent: percentOf({ ...row, finished: row.finished ?? false }),
    })),
    notes,
  }
}

/**
 * Inserts the academy rows that are missing (by key) and answers how many rows it inserted. Per-account
 * rows (certificates, a redemption) need the demo accounts, so run it after them.
 */
export async function seedAcademy(database: Database, now: Date = new Date()): Promise<number> {
  const { db } = database
  const seed = academySeed(now)
  let inserted = 0
  const add = (rows: readonly unknown[]) => {
    inserted += rows.length
  }
  add(
    await db
      .insert(lecturer)
      .values([...seed.lecturers])
      .onConflictDoNothing()
      .returning({ id: lecturer.id }),
  )
  add(
    await db
      .insert(academyCourse)
      .values(seed.courses)
      .onConflictDoNothing()
      .returning({ id: academyCourse.id }),
  )
  add(await db.insert(lesson).values(seed.lessons).onConflictDoNothing().returning({ id: lesson.id }))
  add(
    await db
      .insert(coursePackage)
      .values(seed.packages)
      .onConflictDoNothing()
      .returning({ id: coursePackage.id }),
  )
  add(
    await db
      .insert(packageCourse)
      .values(seed.packageCourses)
      .onConflictDoNothing()
      .returning({ id: packageCourse.packageId }),
  )
  add(
    await db
      .insert(groupPurchase)
      .values(seed.groupPurchases)
      .onConflictDoNothing()
      .returning({ id: groupPurchase.id }),
  )
  add(
    await db
      .insert(groupPurchaseMember)
      .values(seed.groupMembers)
      .onConflictDoNothing()
      .returning({ id: groupPurchaseMember.id }),
  )
  add(
    await db
      .insert(offlineClass)
      .values(seed.offlineClasses)
      .onConflictDoNothing()
      .returning({ id: offlineClass.id }),
  )
  add(
    await db
      .insert(offlineClassLecturer)
      .values(seed.offlineClassLecturers)
      .onConflictDoNothing()
      .returning({ id: offlineClassLecturer.offlineClassId }),
  )
  add(await db.insert(topic).values(seed.topics).onConflictDoNothing().returning({ id: topic.id }))
  add(
    await db
      .insert(topicCard)
      .values(seed.topicCards)
      .onConflictDoNothing()
      .returning({ id: topicCard.topicId }),
  )
  add(
    await db
      .insert(certificate)
      .values(seed.certificates)
      .onConflictDoNothing()
      .returning({ id: certificate.id }),
  )
  add(
    await db
      .insert(videoExchangeCode)
      .values(seed.exchangeCodes)
      .onConflictDoNothing()
      .returning({ id: videoExchangeCode.id }),
  )
  add(
    await db
      .insert(videoExchangeRedemption)
      .values(seed.redemptions)
      .onConflictDoNothing()
      .returning({ id: videoExchangeRedemption.id }),
  )
  add(
    await db
      .insert(lessonProgress)
      .values(seed.progress)
      .onConflictDoNothing()
      .returning({ id: lessonProgress.lessonId }),
  )
  add(await db.insert(note).values(seed.notes).onConflictDoNothing().returning({ id: note.id }))
  return inserted
}
