import type { Decorator } from '@storybook/react-vite'
import { createElement } from 'react'
import { cover, DAY, fromNow, HOUR, lecturers } from './learning-fixtures'

/**
 * Lists for the discovery widgets' stories (CourseCard, LessonCard, ContentFeed, BannerSwiper): courses,
 * lessons, lives, short videos, packages, offline classes, favorites, learning records and topic cards,
 * with inline SVG covers.
 */
export const psoriasisCourse = {
  id: 21,
  title: '银屑病规范化诊疗系列课程',
  subtitle: '从发病机制到生物制剂，系统掌握银屑病诊疗全流程',
  bigPicUrl: cover('银屑病规范化诊疗'),
  courseType: 'VIDEO',
  kind: 'REGULAR',
  category: '银屑病',
  tags: ['指南解读', '生物制剂', '病例讨论'],
  lecturer: lecturers.zhang,
  lessonCount: 8,
  viewCount: 123456,
  soldCount: 12345,
  price: 199,
  originalPrice: 299,
  salesStartTime: null,
  salesEndTime: null,
  status: 'ACTIVE',
  advanced: false,
  createdAt: fromNow(-60 * DAY),
}

export const dermatitisCourse = {
  id: 22,
  title: '特应性皮炎的系统治疗与长期管理',
  subtitle: 'Dupilumab、JAK 抑制剂的临床应用',
  bigPicUrl: cover('特应性皮炎', '#7a5af5', '#f3a7c6'),
  courseType: 'LIVE',
  kind: 'REGULAR',
  category: '特应性皮炎',
  tags: ['进阶', '系统治疗'],
  lecturer: lecturers.wang,
  lessonCount: 6,
  viewCount: 56000,
  soldCount: 3200,
  price: 399,
  originalPrice: 399,
  salesStartTime: null,
  salesEndTime: null,
  status: 'ACTIVE',
  advanced: true,
  createdAt: fromNow(-30 * DAY),
}

export const acneCourse = {
  id: 23,
  title: '痤疮诊疗入门',
  subtitle: '',
  bigPicUrl: cover('痤疮', '#00a870', '#b8e986'),
  courseType: 'ARTICLE',
  kind: 'REGULAR',
  category: '痤疮',
  tags: ['基础'],
  lecturer: lecturers.li,
  lessonCount: 12,
  viewCount: 8800,
  soldCount: 980,
  price: 0,
  originalPrice: 0,
  salesStartTime: null,
  salesEndTime: null,
  status: 'ACTIVE',
  advanced: false,
  createdAt: fromNow(-10 * DAY),
}

export const dermoscopyCourse = {
  id: 24,
  title: '皮肤镜图谱精讲：色素性皮损的鉴别诊断',
  subtitle: '',
  bigPicUrl: cover('皮肤镜', '#1f2329', '#5b8def'),
  courseType: 'VIDEO',
  kind: 'REGULAR',
  category: '皮肤镜',
  tags: ['皮肤镜', '肿瘤'],
  lecturer: lecturers.li,
  lessonCount: 10,
  viewCount: 230000,
  soldCount: 150000000,
  price: 99.9,
  originalPrice: 159,
  salesStartTime: fromNow(5 * DAY),
  salesEndTime: null,
  status: 'ACTIVE',
  advanced: false,
  createdAt: fromNow(-3 * DAY),
}

export const courses = [psoriasisCourse, dermatitisCourse, acneCourse, dermoscopyCourse]

export const videoLesson = {
  id: 1012,
  courseId: 21,
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
  publishedAt: fromNow(-3 * HOUR),
  liveStatus: null,
  liveStartTime: null,
}

export const streamingLive = {
  ...videoLesson,
  id: 1101,
  title: '直播：生物制剂治疗中重度斑块状银屑病病例讨论',
  lessonType: 'LIVE' as const,
  bigPicUrl: cover('病例讨论', '#ff3141', '#ff8f1f'),
  duration: null,
  liveStatus: 'STREAMING',
  liveStartTime: fromNow(-30 * 60_000),
  viewCount: 5600,
}

export const comingLive = {
  ...videoLesson,
  id: 1102,
  title: '特应性皮炎 Dupilumab 治疗经验分享',
  lessonType: 'LIVE' as const,
  bigPicUrl: cover('经验分享', '#1f7ae0', '#7a5af5'),
  duration: null,
  liveStatus: 'COMING',
  liveStartTime: fromNow(2 * DAY),
  viewCount: 320,
}

export const overLive = {
  ...videoLesson,
  id: 1103,
  title: '白癜风光疗规范（回放）',
  lessonType: 'LIVE' as const,
  bigPicUrl: cover('白癜风光疗', '#8a8f99', '#c9ced6'),
  duration: null,
  liveStatus: 'OVER',
  liveStartTime: fromNow(-7 * DAY),
  viewCount: 45000,
}

export const lives = [streamingLive, comingLive, overLive]

export const articleLesson = {
  ...videoLesson,
  id: 1013,
  title: '2025 版中国银屑病诊疗指南要点解读',
  lessonType: 'ARTICLE' as const,
  bigPicUrl: cover('指南解读', '#00a870', '#7fd3c2'),
  duration: null,
  viewCount: 9120,
  publishedAt: fromNow(-2 * DAY),
}

export const previewLesson = {
  ...videoLesson,
  id: 1014,
  title: '面部激素依赖性皮炎的处理',
  freePreview: true,
  duration: 754,
  publishedAt: fromNow(-40 * DAY),
}

export const lessonList = [videoLesson, articleLesson, previewLesson]

export const shortVideos = [
  {
    id: 1501,
    title: '30 秒看懂 Auspitz 征',
    posterUrl: cover('Auspitz 征'),
    lecturer: lecturers.li,
    likeCount: 1024,
    commentCount: 66,
    collection: { id: 3, title: '银屑病体征速记' },
  },
  {
    id: 1502,
    title: '一分钟学会皮肤镜三步法',
    posterUrl: cover('三步法', '#1f2329', '#5b8def'),
    lecturer: lecturers.zhang,
    likeCount: 15300,
    commentCount: 230,
    collection: null,
  },
  {
    id: 1503,
    title: '痤疮分级',
    posterUrl: cover('痤疮分级', '#00a870', '#b8e986'),
    lecturer: lecturers.wang,
    likeCount: 88,
    commentCount: 2,
    collection: null,
  },
  {
    id: 1504,
    title: '湿疹与特应性皮炎到底有什么区别？皮肤科医生带你一次讲清楚',
    posterUrl: '',
    lecturer: lecturers.li,
    likeCount: 560,
    commentCount: 9,
    collection: { id: 3, title: '银屑病体征速记' },
  },
]

export const packages = [
  {
    id: 1,
    title: '银屑病全程管理课程包（3 门）',
    bigPicUrl: cover('课程包', '#c8963e', '#e3b866'),
    price: 499,
    originalPrice: 897,
    courses: courses.slice(0, 3),
  },
  {
    id: 2,
    title: '皮肤镜入门到精通',
    bigPicUrl: cover('皮肤镜课程包', '#1f2329', '#5b8def'),
    price: 0,
    originalPrice: 0,
    soldCount: 56789,
    courseCount: 4,
  },
]

export const offlineClasses = [
  {
    id: 1,
    activityId: 301,
    title: '皮肤外科手术技巧训练营（上海站）',
    bigPicUrl: cover('训练营', '#1f7ae0', '#00a870'),
    city: '上海',
    address: '徐汇区',
    startTime: fromNow(10 * DAY),
    endTime: fromNow(12 * DAY),
    registrationStatus: 'START',
    quota: 50,
    enrolledCount: 23,
    price: 1980,
  },
  {
    id: 2,
    activityId: 302,
    title: '皮肤镜与皮肤病理读片训练营',
    bigPicUrl: cover('读片训练营', '#7a5af5', '#5b8def'),
    city: '北京',
    address: '海淀区',
    startTime: fromNow(40 * DAY),
    endTime: fromNow(41 * DAY),
    registrationStatus: 'NOT_START',
    quota: 30,
    enrolledCount: 0,
    price: 0,
  },
  {
    id: 3,
    activityId: 303,
    title: '激光美容规范化操作训练营',
    bigPicUrl: '',
    city: '广州',
    address: '天河区',
    startTime: fromNow(-20 * DAY),
    endTime: fromNow(-18 * DAY),
    registrationStatus: 'END',
    quota: 40,
    enrolledCount: 40,
    price: 2680,
  },
]

export const favorites = [
  {
    objectId: 21,
    objectType: 'COURSE',
    objectTitle: '银屑病规范化诊疗系列课程',
    objectPicUrl: cover('银屑病规范化诊疗'),
    objectOwnerModule: 'ACADEMY',
    createdAt: fromNow(-2 * HOUR),
  },
  {
    objectId: 1101,
    objectType: 'LIVE',
    objectTitle: '生物制剂治疗中重度斑块状银屑病病例讨论',
    objectPicUrl: cover('病例讨论', '#ff3141', '#ff8f1f'),
    objectOwnerModule: 'OTHER',
    createdAt: fromNow(-3 * DAY),
  },
  {
    objectId: 31,
    objectType: 'GUIDELINE',
    objectTitle: '中国特应性皮炎诊疗指南（2026 版）',
    objectPicUrl: '',
    objectOwnerModule: 'OTHER',
    createdAt: fromNow(-45 * DAY),
  },
]

export const studying = [
  {
    lesson: videoLesson,
    course: psoriasisCourse,
    progress: { seconds: 651, duration: 1860, finished: false, updatedAt: fromNow(-HOUR) },
  },
  {
    lesson: articleLesson,
    course: psoriasisCourse,
    progress: { seconds: 0, duration: 0, finished: true, updatedAt: fromNow(-DAY) },
  },
]

export const contentCards = [
  {
    sourceType: 'ARTICLE',
    sourceId: 1013,
    title: '2025 版中国银屑病诊疗指南要点解读',
    picUrl: cover('指南解读', '#00a870', '#7fd3c2'),
    summary: '新版指南在生物制剂选择、疗效评估与长期管理上的主要变化。',
    extra: {},
  },
  {
    sourceType: 'GUIDELINE',
    sourceId: 12,
    title: '中国痤疮治疗指南',
    picUrl: cover('痤疮指南', '#00a870', '#b8e986'),
    summary: '分级治疗与维持治疗要点。',
    extra: {},
  },
  {
    sourceType: 'ZONE',
    sourceId: 120,
    title: '皮肤科医生的企业专区',
    picUrl: '',
    summary: '合作企业的产品与学术资料（请在 APP 中查看）。',
    extra: {},
  },
]

export const banners = [
  {
    id: 1,
    title: '皮肤镜图谱专题上线',
    imageUrl: cover('皮肤镜图谱专题', '#1f2329', '#5b8def'),
    sourceType: 'LINK',
    target: 'https://www.dermacampus.cn/events/dermoscopy',
  },
  {
    id: 2,
    title: '银屑病指南解读',
    imageUrl: cover('银屑病指南解读'),
    sourceType: 'ARTICLE',
    target: '1013',
  },
  {
    id: 3,
    title: '训练营报名中',
    imageUrl: cover('训练营报名中', '#ff8f1f', '#ffc53d'),
    sourceType: 'COURSE',
    target: '21',
  },
]

/** A story frame of one waterfall column (half a 390 px phone). */
export const column: Decorator = (Story) =>
  createElement('div', { style: { width: 183, padding: '12px 0 12px 12px' } }, createElement(Story))

/** A caption above the story, as a page section title (states that show no text of their own). */
export function caption(text: string): Decorator {
  return (Story) =>
    createElement(
      'div',
      null,
      createElement(
        'p',
        { style: { margin: 0, padding: '14px 12px 8px', fontSize: 15, fontWeight: 600, color: '#1f2329' } },
        text,
      ),
      createElement(Story),
    )
}
