import { svgPicture } from './story-runtime'

/**
 * Realistic learning content for the course, lesson and learner stories: covers and avatars drawn as
 * inline SVG (no story touches the network), lecturers, a psoriasis course and its lessons.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** An ISO time relative to now, so countdowns and sales states read the same on any day. */
export function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString()
}
export { DAY, HOUR }

/** A 16:9 cover with a gradient and a title. */
export function cover(title: string, from = '#1f7ae0', to = '#7fd3c2'): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="540" cy="70" r="120" fill="#fff" opacity="0.08"/>` +
      `<circle cx="90" cy="330" r="90" fill="#fff" opacity="0.08"/>` +
      `<text x="48" y="196" font-size="40" font-weight="600" fill="#fff" ` +
      `font-family="PingFang SC, Microsoft YaHei, sans-serif">${title}</text>` +
      `<text x="48" y="244" font-size="20" fill="#fff" opacity="0.8" ` +
      `font-family="PingFang SC, sans-serif">DermaCampus 皮肤科成长学院</text></svg>`,
  )
}

/** A round avatar with the person's first character. */
export function avatar(name: string, color = '#5b8def'): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" fill="${color}"/>` +
      `<text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" ` +
      `font-family="PingFang SC, sans-serif">${Array.from(name)[0] ?? ''}</text></svg>`,
  )
}

export const lecturers = {
  zhang: {
    id: 1,
    name: '张建中',
    title: '主任医师',
    hospital: '北京大学人民医院皮肤科',
    avatarUrl: avatar('张建中', '#3d7be0'),
  },
  li: {
    id: 2,
    name: '李承新',
    title: '副主任医师',
    hospital: '中国人民解放军总医院第一医学中心',
    avatarUrl: avatar('李承新', '#00a870'),
  },
  wang: {
    id: 3,
    name: '王宝玺',
    title: '教授',
    hospital: '中国医学科学院皮肤病医院',
    avatarUrl: avatar('王宝玺', '#7a5af5'),
  },
}

export const lessons = [
  {
    id: 1011,
    courseId: 11,
    title: '银屑病的流行病学与发病机制概述',
    lessonType: 'VIDEO' as const,
    bigPicUrl: cover('发病机制'),
    duration: 1325,
    freePreview: true,
    sortOrder: 1,
    viewCount: 18234,
    likeCount: 321,
    commentCount: 45,
    lecturer: lecturers.zhang,
    publishedAt: fromNow(-40 * DAY),
    liveStatus: null,
    liveStartTime: null,
    progress: { seconds: 1325, duration: 1325, finished: true },
  },
  {
    id: 1012,
    courseId: 11,
    title: '寻常型银屑病的临床表现与皮肤镜特征',
    lessonType: 'VIDEO' as const,
    bigPicUrl: cover('皮肤镜特征'),
    duration: 1860,
    freePreview: false,
    sortOrder: 2,
    viewCount: 12011,
    likeCount: 210,
    commentCount: 18,
    lecturer: lecturers.zhang,
    publishedAt: fromNow(-38 * DAY),
    liveStatus: null,
    liveStartTime: null,
    progress: { seconds: 651, duration: 1860, finished: false },
  },
  {
    id: 1013,
    courseId: 11,
    title: '2025 版中国银屑病诊疗指南要点解读',
    lessonType: 'ARTICLE' as const,
    bigPicUrl: cover('指南解读'),
    duration: null,
    freePreview: false,
    sortOrder: 3,
    viewCount: 9120,
    likeCount: 188,
    commentCount: 12,
    lecturer: lecturers.li,
    publishedAt: fromNow(-30 * DAY),
    liveStatus: null,
    liveStartTime: null,
  },
  {
    id: 1014,
    courseId: 11,
    title: '生物制剂治疗中重度斑块状银屑病：病例讨论',
    lessonType: 'LIVE' as const,
    bigPicUrl: cover('病例讨论'),
    duration: null,
    freePreview: false,
    sortOrder: 4,
    viewCount: 6400,
    likeCount: 96,
    commentCount: 30,
    lecturer: lecturers.wang,
    publishedAt: fromNow(-2 * DAY),
    liveStatus: 'COMING' as const,
    liveStartTime: fromNow(3 * DAY),
  },
  {
    id: 1015,
    courseId: 11,
    title: '30 秒看懂 Auspitz 征',
    lessonType: 'SHORT_VIDEO' as const,
    bigPicUrl: cover('Auspitz 征'),
    duration: 32,
    freePreview: true,
    sortOrder: 5,
    viewCount: 30567,
    likeCount: 1024,
    commentCount: 66,
    lecturer: lecturers.li,
    publishedAt: fromNow(-1 * DAY),
    liveStatus: null,
    liveStartTime: null,
  },
]

export const course = {
  id: 11,
  title: '银屑病规范化诊疗系列课程',
  subtitle: '从发病机制到生物制剂，系统掌握银屑病诊疗全流程',
  bigPicUrl: cover('银屑病规范化诊疗'),
  courseType: 'VIDEO' as const,
  kind: 'REGULAR' as const,
  category: '银屑病',
  tags: ['指南解读', '生物制剂', '病例讨论'],
  lecturer: lecturers.zhang,
  lessonCount: 5,
  viewCount: 12345,
  soldCount: 320,
  price: 199,
  originalPrice: 299,
  payPrice: 199,
  discountLabel: null,
  study: { state: 'IN_PROGRESS' as const, lessonIndex: 2, lessonId: 1012 },
  salesStartTime: null,
  salesEndTime: null,
  status: 'ACTIVE' as const,
  advanced: false,
  createdAt: fromNow(-60 * DAY),
  introduction: '<p>本课程由国内银屑病领域专家主讲。</p>',
  lessons,
  purchased: false,
  favorite: false,
  lastLessonId: 1012,
  examId: null,
  groupPurchase: null,
  discount: null,
  packages: [],
}
