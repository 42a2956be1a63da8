import { CONTENT_SOURCE_TYPES } from '../meta/content-sources'
import { authorSchema, forbiddenError, sessionErrors } from './common'
import { defineEndpoints } from './define'
import { orderItemSchema, orderItemTypeSchema } from './order'
import { MAX_ORDER_ITEMS, MAX_UNPAGED_LIST, pageOf, pageQueryProperties } from './paging'

/** What a banner opens (spec §3 banner source type LINK, plus the academy objects); content/banners too. */
export const BANNER_SOURCE_TYPES = [
  'LINK',
  'ARTICLE',
  'VIDEO',
  'LIVE',
  'SHORT_VIDEO',
  'COURSE',
  'COURSE_PACKAGE',
  'OFFLINE_CLASS',
  'TOPIC',
] as const

/**
 * Courses and lessons (spec §3 enumerations, §4, §7 "Courses and lessons", §8 academy codes, §9 quiet
 * paths): the course catalogue, lessons of the four types (article, video, live, short video), access to
 * paid lessons, learning progress, packages, offline classes, topics, notes, exams, certificates, video
 * exchange codes and the price preview of an order. Public endpoints answer per user when a token comes
 * along (purchased, liked, favorite, accessible); without one they answer as for a visitor.
 */

// ---------------------------------------------------------------------------------------------------------
// Enumerations

const courseTypeSchema = {
  type: 'string',
  enum: ['ARTICLE', 'VIDEO', 'LIVE'],
  description: 'Course type (spec §3): ARTICLE (news), VIDEO (course), LIVE',
} as const

const courseKindSchema = {
  type: 'string',
  enum: ['REGULAR', 'SHORT_VIDEO'],
  description: 'Course kind (spec §3): SHORT_VIDEO = a collection of short videos',
} as const

const lessonTypeSchema = {
  type: 'string',
  enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
  description: 'Lesson type (spec §3)',
} as const

const statusSchema = {
  type: 'string',
  enum: ['ACTIVE', 'INACTIVE'],
  description: 'ACTIVE = on the shelf; INACTIVE = taken down (academy.lesson.inactive unless previewed)',
} as const

const liveStatusValues = ['COMING', 'STREAMING', 'OVER'] as const
const liveStatusDescription =
  'Live status (spec §3), from the times at the moment of the answer: COMING 即将开播 before the start, STREAMING 直播中 until the end, OVER 直播结束 after'

const registrationStatusSchema = {
  type: 'string',
  enum: ['NOT_START', 'START', 'END'],
  description: 'Registration status (spec §3), from the registration window at the moment of the answer',
} as const

const sortSchema = {
  type: 'string',
  enum: ['HEAT', 'CREATE_TIME'],
  default: 'CREATE_TIME',
  description: 'Card sort (spec §3): HEAT = most viewed first, CREATE_TIME = newest first (default)',
} as const

const contentSourceTypeSchema = {
  type: 'string',
  enum: CONTENT_SOURCE_TYPES,
  description: 'What a content card opens (spec §2 content-card jumps)',
} as const

// ---------------------------------------------------------------------------------------------------------
// Shapes

const moneySchema = (description: string) =>
  ({ type: 'number', minimum: 0, description: `${description} (yuan, 2 decimals; 0 = free)` }) as const

const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const
const isoTimeOrNull = (description: string) =>
  ({ type: ['string', 'null'], format: 'date-time', description }) as const

const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

export const lecturerSchema = {
  type: 'object',
  required: ['id', 'name', 'title', 'hospital', 'avatarUrl'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Lecturer id' },
    name: { type: 'string', description: 'Name, e.g. 张建中' },
    title: { type: 'string', description: '职称, e.g. 主任医师' },
    hospital: { type: 'string', description: 'Hospital and department, e.g. 北京协和医院皮肤科' },
    avatarUrl: { type: 'string', description: 'Avatar URL; empty when none' },
  },
} as const

const courseSummaryProperties = {
  id: { type: 'integer', description: 'Course id' },
  title: { type: 'string', description: 'Title' },
  subtitle: { type: 'string', description: 'One-line subtitle; may be empty' },
  bigPicUrl: { type: 'string', description: 'Cover (16:9)' },
  courseType: courseTypeSchema,
  kind: courseKindSchema,
  category: { type: 'string', description: 'Category by disease, e.g. 银屑病' },
  tags: { type: 'array', items: { type: 'string' }, description: 'Short tags, e.g. 生物制剂' },
  lecturer: lecturerSchema,
  lessonCount: { type: 'integer', minimum: 0, description: 'Lessons in the course' },
  viewCount: { type: 'integer', minimum: 0, description: 'Views' },
  soldCount: { type: 'integer', minimum: 0, description: 'Doctors who bought or joined it' },
  price: moneySchema(
    'List price (the catalogue’s; 免费 when 0). Not what is charged while a limited-time price runs: show payPrice',
  ),
  originalPrice: moneySchema('Price before the reduction; equal to price when none'),
  payPrice: moneySchema(
    'What order.simulate and order.create charge for it today, from the same server function: the limited-time price (限时优惠) while it has one, else price. The figure every card and detail shows as the price (strike originalPrice through when higher)',
  ),
  study: {
    type: ['object', 'null'],
    required: ['state', 'lessonIndex', 'lessonId'],
    additionalProperties: false,
    description:
      "The caller's study state in the course, one figure for every screen's label; null without a token (no doctor). NOT_STARTED: 开始学习 (from 第1节); IN_PROGRESS: 继续学习 / 上次学到：第{lessonIndex}节; FINISHED: every lesson finished",
    properties: {
      state: {
        type: 'string',
        enum: ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'],
        description: 'Where the caller is',
      },
      lessonIndex: {
        type: ['integer', 'null'],
        minimum: 1,
        description:
          "The ordinal (1-based, in the course's lesson order) of the lesson studied last: 第N节 to continue at; null when NOT_STARTED",
      },
      lessonId: {
        type: ['integer', 'null'],
        description: 'That lesson (lastLessonId of the detail); null when NOT_STARTED',
      },
    },
  },
  discountLabel: {
    type: ['string', 'null'],
    description:
      'While payPrice is a limited-time price: its label (e.g. 限时优惠), to show by the price; null otherwise',
  },
  salesStartTime: isoTimeOrNull('On sale from (spec §3 sales-time object); null = no start'),
  salesEndTime: isoTimeOrNull('On sale until; null = no end'),
  status: statusSchema,
  advanced: { type: 'boolean', description: 'An advanced (进阶) course' },
  createdAt: isoTime('When it was published'),
} as const

const courseSummaryRequired = [
  'id',
  'title',
  'subtitle',
  'bigPicUrl',
  'courseType',
  'kind',
  'category',
  'tags',
  'lecturer',
  'lessonCount',
  'viewCount',
  'soldCount',
  'price',
  'originalPrice',
  'payPrice',
  'discountLabel',
  'study',
  'salesStartTime',
  'salesEndTime',
  'status',
  'advanced',
  'createdAt',
] as const

export const courseSummarySchema = {
  type: 'object',
  required: courseSummaryRequired,
  additionalProperties: false,
  properties: courseSummaryProperties,
} as const

const lessonSummaryProperties = {
  id: { type: 'integer', description: 'Lesson id' },
  courseId: {
    type: ['integer', 'null'],
    description: "The lesson's course (for a short video: its collection); null for a lesson on its own",
  },
  title: { type: 'string', description: 'Title' },
  lessonType: lessonTypeSchema,
  bigPicUrl: { type: 'string', description: 'Cover (16:9)' },
  duration: { type: ['integer', 'null'], minimum: 0, description: 'Length in seconds; null for articles' },
  freePreview: { type: 'boolean', description: 'Free to watch inside a paid course (试看)' },
  sortOrder: { type: 'integer', description: 'Position in the course' },
  viewCount: { type: 'integer', minimum: 0, description: 'Views' },
  likeCount: { type: 'integer', minimum: 0, description: 'Likes' },
  commentCount: { type: 'integer', minimum: 0, description: 'Comments not deleted' },
  lecturer: lecturerSchema,
  publishedAt: isoTime('When it was published'),
  liveStatus: {
    type: ['string', 'null'],
    enum: [...liveStatusValues, null],
    description: `${liveStatusDescription}; null unless a LIVE lesson`,
  },
  liveStartTime: isoTimeOrNull('When the live starts; null unless a LIVE lesson'),
} as const

const lessonSummaryRequired = [
  'id',
  'courseId',
  'title',
  'lessonType',
  'bigPicUrl',
  'duration',
  'freePreview',
  'sortOrder',
  'viewCount',
  'likeCount',
  'commentCount',
  'lecturer',
  'publishedAt',
  'liveStatus',
  'liveStartTime',
] as const

export const lessonSummarySchema = {
  type: 'object',
  required: lessonSummaryRequired,
  additionalProperties: false,
  properties: lessonSummaryProperties,
} as const

const progressSchema = {
  type: 'object',
  required: ['seconds', 'duration', 'finished', 'percent', 'updatedAt'],
  additionalProperties: false,
  description: "The caller's place in the lesson",
  properties: {
    seconds: {
      type: 'integer',
      minimum: 0,
      description:
        'Where the caller last was, in seconds: resume here (it goes back when they replay or seek back)',
    },
    duration: {
      type: 'integer',
      minimum: 0,
      description: "Length of the media at the last save, in seconds (the player's: the media's real length)",
    },
    finished: { type: 'boolean', description: 'Watched or read to the end; stays true once true' },
    percent: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description:
        'The completion every screen shows (学习记录, the course, the player): the furthest share of the lesson reached, each save’s position against its own duration, never falling; 100 once finished',
    },
    updatedAt: isoTime('Last save'),
  },
} as const

const watchedLessonSchema = {
  type: 'object',
  required: [...lessonSummaryRequired, 'progress'],
  additionalProperties: false,
  properties: { ...lessonSummaryProperties, progress: progressSchema },
} as const

const userFlagsProperties = {
  liked: { type: 'boolean', description: 'The caller likes it (false without a token)' },
  favorite: { type: 'boolean', description: 'In the caller’s favorites (false without a token)' },
} as const

const accessibleSchema = {
  type: 'boolean',
  description:
    'The caller may open the full lesson (free, free preview, bought or redeemed); lesson.accessPermission says why not',
} as const

const attachmentSchema = {
  type: 'object',
  required: ['name', 'url', 'fileType', 'size'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'File name shown, e.g. 指南全文.pdf' },
    url: { type: 'string', description: 'Download URL' },
    fileType: {
      type: 'string',
      description: 'Extension: pdf, docx, xlsx, pptx, png, jpg, zip… (others show 暂不支持此类型)',
    },
    size: { type: 'integer', minimum: 0, description: 'Bytes' },
  },
} as const

export const articleDetailSchema = {
  type: 'object',
  required: [
    ...lessonSummaryRequired,
    'content',
    'attachments',
    'liked',
    'favorite',
    'copyright',
    'accessible',
  ],
  additionalProperties: false,
  properties: {
    ...lessonSummaryProperties,
    content: {
      type: 'string',
      description: 'The article as HTML (sanitize before rendering); a teaser when not accessible',
    },
    attachments: {
      type: 'array',
      items: attachmentSchema,
      description: 'Files to download; empty when not accessible',
    },
    ...userFlagsProperties,
    copyright: {
      type: 'string',
      enum: ['PERSONAL', 'PLATFORM', 'ALL'],
      description: 'Copyright status (spec §3): PERSONAL 作者个人, PLATFORM 平台, ALL 共有',
    },
    accessible: accessibleSchema,
  },
} as const

export const videoDetailSchema = {
  type: 'object',
  required: [
    ...lessonSummaryRequired,
    'videoUrl',
    'posterUrl',
    'introduction',
    'liked',
    'favorite',
    'accessible',
  ],
  additionalProperties: false,
  properties: {
    ...lessonSummaryProperties,
    videoUrl: { type: 'string', description: "The MP4; '' when the caller may not watch it" },
    posterUrl: { type: 'string', description: 'Poster frame shown before playing' },
    introduction: { type: 'string', description: 'Description as HTML (sanitize before rendering)' },
    ...userFlagsProperties,
    accessible: accessibleSchema,
  },
} as const

const liveDetailRequired = [
  ...lessonSummaryRequired,
  'liveEndTime',
  'streamUrl',
  'replayUrl',
  'posterUrl',
  'introduction',
  'liked',
  'onlineCount',
  'accessible',
] as const

const liveDetailProperties = {
  ...lessonSummaryProperties,
  liveStatus: { type: 'string', enum: liveStatusValues, description: liveStatusDescription },
  liveStartTime: isoTime('When the live starts'),
  liveEndTime: isoTime('When the live ends'),
  streamUrl: {
    type: 'string',
    description: "The HLS stream (.m3u8); '' unless STREAMING and accessible",
  },
  replayUrl: { type: 'string', description: "The replay (MP4); '' unless OVER and accessible" },
  posterUrl: { type: 'string', description: 'Poster shown before and after the stream' },
  introduction: { type: 'string', description: 'Description as HTML (sanitize before rendering)' },
  liked: userFlagsProperties.liked,
  onlineCount: { type: 'integer', minimum: 0, description: 'Viewers now (0 unless STREAMING)' },
  accessible: {
    type: 'boolean',
    description: 'The caller may watch (free or bought); the stream and replay URLs are empty otherwise',
  },
} as const

export const liveDetailSchema = {
  type: 'object',
  required: liveDetailRequired,
  additionalProperties: false,
  properties: liveDetailProperties,
} as const

export const shortVideoSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'videoUrl',
    'posterUrl',
    'lecturer',
    'likeCount',
    'liked',
    'favorite',
    'commentCount',
    'collection',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Lesson id of the short video' },
    title: { type: 'string', description: 'Title' },
    videoUrl: { type: 'string', description: 'The MP4 (short videos are free)' },
    posterUrl: { type: 'string', description: 'Poster frame' },
    lecturer: lecturerSchema,
    likeCount: { type: 'integer', minimum: 0, description: 'Likes' },
    ...userFlagsProperties,
    commentCount: { type: 'integer', minimum: 0, description: 'Comments not deleted' },
    collection: {
      type: ['object', 'null'],
      required: ['id', 'title'],
      additionalProperties: false,
      description: 'The collection (a SHORT_VIDEO course) it belongs to; null when none',
      properties: {
        id: { type: 'integer', description: 'Collection (course) id' },
        title: { type: 'string', description: 'Collection title' },
      },
    },
  },
} as const

const groupPurchaseSchema = {
  type: 'object',
  required: ['id', 'price', 'groupSize', 'joinedCount', 'endTime'],
  additionalProperties: false,
  description: 'Group purchase (拼团) of the course',
  properties: {
    id: { type: 'integer', description: 'Group purchase id' },
    price: moneySchema('Price per doctor once the group is full'),
    groupSize: { type: 'integer', minimum: 2, description: 'Doctors needed' },
    joinedCount: { type: 'integer', minimum: 0, description: 'Doctors joined so far' },
    endTime: isoTime('The group closes then'),
  },
} as const

export const courseDetailSchema = {
  type: 'object',
  required: [
    ...courseSummaryRequired,
    'introduction',
    'lessons',
    'purchased',
    'favorite',
    'lastLessonId',
    'examId',
    'groupPurchase',
    'discount',
    'packages',
  ],
  additionalProperties: false,
  properties: {
    ...courseSummaryProperties,
    introduction: { type: 'string', description: 'Course introduction as HTML (sanitize before rendering)' },
    lessons: { type: 'array', items: lessonSummarySchema, description: 'Lessons in course order' },
    purchased: {
      type: 'boolean',
      description: 'The caller owns it (bought, not refunded); false without a token',
    },
    favorite: { type: 'boolean', description: 'In the caller’s favorites; false without a token' },
    lastLessonId: {
      type: ['integer', 'null'],
      description: 'The lesson of the course the caller studied last (continue here); null when none',
    },
    examId: { type: ['integer', 'null'], description: "The course's exam; null when it has none" },
    groupPurchase: { ...groupPurchaseSchema, type: ['object', 'null'] },
    discount: {
      type: ['object', 'null'],
      required: ['price', 'label'],
      additionalProperties: false,
      description: 'A limited-time price; null when none',
      properties: {
        price: moneySchema('Price with the discount'),
        label: { type: 'string', description: 'Shown by the price, e.g. 限时优惠' },
      },
    },
    packages: {
      type: 'array',
      description: 'Course packages that contain it',
      items: {
        type: 'object',
        required: ['id', 'title'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', description: 'Package id' },
          title: { type: 'string', description: 'Package title' },
        },
      },
    },
  },
} as const

export const coursePackageSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'bigPicUrl',
    'price',
    'payPrice',
    'originalPrice',
    'soldCount',
    'courses',
    'introduction',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Package id' },
    title: { type: 'string', description: 'Title' },
    bigPicUrl: { type: 'string', description: 'Cover (16:9)' },
    price: moneySchema('Price of the package'),
    payPrice: moneySchema(
      'What order.simulate and order.create charge for the package today, from the same server function: the figure to show',
    ),
    originalPrice: moneySchema('The courses bought one by one'),
    soldCount: { type: 'integer', minimum: 0, description: 'Packages sold' },
    courses: { type: 'array', items: courseSummarySchema, description: 'Courses in the package' },
    introduction: { type: 'string', description: 'Introduction as HTML (sanitize before rendering)' },
  },
} as const

export const offlineClassSchema = {
  type: 'object',
  required: [
    'id',
    'activityId',
    'title',
    'bigPicUrl',
    'city',
    'address',
    'startTime',
    'endTime',
    'registrationStatus',
    'quota',
    'enrolledCount',
    'price',
    'introduction',
    'lecturers',
    'applied',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Offline class id' },
    activityId: { type: 'integer', description: 'Its activity id (what favorites name it by, spec §3)' },
    title: { type: 'string', description: 'Title' },
    bigPicUrl: { type: 'string', description: 'Cover (16:9)' },
    city: { type: 'string', description: 'City, e.g. 上海' },
    address: { type: 'string', description: 'Venue address' },
    startTime: isoTime('The class starts'),
    endTime: isoTime('The class ends'),
    registrationStatus: registrationStatusSchema,
    quota: { type: 'integer', minimum: 1, description: 'Places' },
    enrolledCount: { type: 'integer', minimum: 0, description: 'Places taken' },
    price: moneySchema('Fee'),
    introduction: { type: 'string', description: 'Programme as HTML (sanitize before rendering)' },
    lecturers: { type: 'array', items: lecturerSchema, description: 'Faculty' },
    applied: { type: 'boolean', description: 'The caller has signed up; false without a token' },
  },
} as const

const contentCardSchema = {
  type: 'object',
  required: ['sourceType', 'sourceId', 'title', 'picUrl', 'summary', 'extra'],
  additionalProperties: false,
  properties: {
    sourceType: contentSourceTypeSchema,
    sourceId: { type: 'integer', description: 'Id of what the card opens' },
    title: { type: 'string', description: 'Card title' },
    picUrl: { type: 'string', description: 'Card picture' },
    summary: { type: 'string', description: 'One or two lines under the title' },
    extra: {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
      description:
        'Per-type details, e.g. lecturer, duration (s), liveStartTime, price, url (GUIDELINE, YIMEI), zoneId',
    },
  },
} as const

export const noteSchema = {
  type: 'object',
  required: ['id', 'lessonId', 'courseId', 'lessonTitle', 'content', 'seconds', 'createdAt', 'author'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Note id' },
    lessonId: { type: 'integer', description: 'The lesson it is about' },
    courseId: { type: ['integer', 'null'], description: "The lesson's course; null when none" },
    lessonTitle: { type: 'string', description: 'Title of the lesson' },
    content: { type: 'string', description: 'The note (plain text)' },
    seconds: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Video position it was taken at; null for articles',
    },
    createdAt: isoTime('When it was written'),
    author: authorSchema,
  },
} as const

const examSchema = {
  type: 'object',
  required: ['id', 'title', 'courseId', 'passScore', 'totalScore', 'questionCount', 'status', 'bestScore'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Exam id' },
    title: { type: 'string', description: 'Title' },
    courseId: {
      type: ['integer', 'null'],
      description: 'The course it tests; null for the exam of an activity (exam.detail names it)',
    },
    passScore: { type: 'integer', minimum: 0, description: 'Score needed to pass' },
    totalScore: { type: 'integer', minimum: 1, description: 'Full marks' },
    questionCount: { type: 'integer', minimum: 1, description: 'Questions' },
    status: {
      type: 'string',
      enum: ['NOT_START', 'START', 'END'],
      description: 'From the exam window at the moment of the answer',
    },
    bestScore: {
      type: ['integer', 'null'],
      minimum: 0,
      description: "The caller's best score; null before a first attempt",
    },
  },
} as const

// ---------------------------------------------------------------------------------------------------------
// Errors

const courseNotFound = {
  status: 404,
  code: 'academy.course.not.found',
  when: 'no such course (课程不存在)',
} as const
const courseNotPurchased = {
  // 400, not 403: the client re-logs in on every 403 (spec §4), and a doctor who has not bought a
  // course is logged in; the code is one of §8's suppressed ones, so the screen shows its own offer.
  status: 400,
  code: 'academy.course.not.purchased',
  when: 'the lesson is paid and the caller has not bought its course (请先购买课程)',
} as const
const progressNotFound = {
  status: 404,
  code: 'academy.course.progress.not.found',
  when: 'the caller never saved progress for the lesson (the client reads it as no progress)',
} as const
const noteNotFound = {
  status: 404,
  code: 'academy.note.not.found',
  when: 'no such note of the caller (笔记不存在)',
} as const
const liveNotFound = {
  status: 404,
  code: 'academy.live.not.found',
  when: 'no such LIVE lesson (直播不存在)',
} as const
const videoNotFound = {
  status: 404,
  code: 'academy.video.lesson.not.found',
  when: 'no such lesson of that type (视频不存在)',
} as const
const lessonNotFound = {
  ...videoNotFound,
  when: 'no such lesson (课程不存在)',
} as const
const articleNotExist = {
  status: 404,
  code: 'academy.article.not.exist',
  when: 'no such ARTICLE lesson (文章不存在)',
} as const
const lessonInactive = {
  status: 400,
  code: 'academy.lesson.inactive',
  when: 'the course is INACTIVE (taken down) and `preview` is not set (课程已下架)',
} as const
const watchNeedLogin = {
  status: 400,
  code: 'academy.lesson.watch.need.login',
  when: 'watching needs a login and no valid token came along (请登录后观看); the client logs in again',
} as const
const packageNotFound = {
  status: 404,
  code: 'academy.course.package.not.found',
  when: 'no such course package (课程包不存在)',
} as const

const lessonIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('The lesson') },
} as const

const courseIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('The course') },
} as const

const likeStateSchema = {
  type: 'object',
  required: ['liked', 'likeCount'],
  additionalProperties: false,
  properties: {
    liked: { type: 'boolean', description: 'The caller likes the live' },
    likeCount: { type: 'integer', minimum: 0, description: 'Likes from everyone' },
  },
} as const

/**
 * The caller's coupons answer here only: order.create takes the same ids (server/academy/pricing.ts,
 * server/payment/coupons.ts). A coupon is used once; an unpaid order holds it until paid (used), cancelled
 * or expired (free again).
 */
const couponSchema = {
  type: 'object',
  required: ['id', 'title', 'amount', 'status', 'usable', 'selected'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: "The caller's coupon (each doctor's coupons have ids of their own)" },
    title: { type: 'string', description: 'e.g. 新人立减 20 元' },
    amount: moneySchema('Amount taken off'),
    status: {
      type: 'string',
      enum: ['AVAILABLE', 'HELD'],
      description:
        'AVAILABLE: free to use (or held by the unpaid order this preview resumes, openOrderId); HELD: another unpaid order of the caller holds it until that order is paid, cancelled or expires (used coupons are not listed)',
    },
    usable: {
      type: 'boolean',
      description:
        'AVAILABLE and the order reaches the coupon’s threshold: order.create may apply it. In the preview of an unpaid order answered again (openOrderId) only that order’s own coupon is usable: it keeps its coupon',
    },
    selected: { type: 'boolean', description: 'Applied in this preview' },
  },
} as const

export const academyEndpoints = defineEndpoints([
  // ------------------------------------------------------------------------------------------ lessons
  {
    name: 'lesson.accessPermission',
    method: 'GET',
    path: '/academy/v2/course/lesson/{lessonId}/access-permission',
    shows: ['catalogue', 'purchase'],
    summary:
      'May the caller open this lesson, and why (free, free preview, bought; or not bought, or log in first). Uses the token when sent.',
    params: {
      type: 'object',
      required: ['lessonId'],
      additionalProperties: false,
      properties: { lessonId: idSchema('The lesson') },
    },
    response: {
      type: 'object',
      required: ['lessonId', 'accessible', 'reason', 'courseId'],
      additionalProperties: false,
      properties: {
        lessonId: { type: 'integer', description: 'The lesson' },
        accessible: { type: 'boolean', description: 'The full lesson may be opened' },
        reason: {
          type: 'string',
          enum: ['FREE', 'PURCHASED', 'PREVIEW', 'NOT_PURCHASED', 'NEED_LOGIN'],
          description:
            'FREE: a free course or a lesson on its own; PURCHASED: bought or redeemed; PREVIEW: a free preview lesson of a paid course; NOT_PURCHASED: paid and not bought; NEED_LOGIN: paid and no valid token',
        },
        courseId: { type: ['integer', 'null'], description: "The lesson's course; null when none" },
      },
    },
    errors: [lessonNotFound],
  },
  {
    name: 'article.detail',
    method: 'GET',
    path: '/academy/v1/article/{id}',
    shows: ['catalogue', 'like', 'comment', 'favorite', 'purchase'],
    summary:
      'An article lesson; the content is a teaser and the attachments empty when the caller may not read it. Counts a view.',
    params: lessonIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        preview: {
          type: 'boolean',
          default: false,
          description: "Open it even when its course is INACTIVE (an editor's preview)",
        },
      },
    },
    response: articleDetailSchema,
    errors: [articleNotExist, lessonInactive],
  },
  {
    name: 'vod.items',
    method: 'GET',
    path: '/community-search/v1/course/vod/items',
    shows: ['catalogue', 'like', 'comment'],
    publicCache: { maxAge: 10 },
    summary: 'Video lessons of courses on the shelf, newest or most viewed first.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        category: { type: 'string', maxLength: 32, description: 'Only lessons of courses in this category' },
        courseId: { type: 'integer', minimum: 1, description: 'Only lessons of this course' },
        sort: sortSchema,
        ...pageQueryProperties,
      },
    },
    response: pageOf(lessonSummarySchema, 'Page<LessonSummary> of VIDEO lessons'),
  },
  {
    name: 'vod.userItems',
    method: 'GET',
    path: '/community-search/v1/user/course/vod/items',
    shows: ['catalogue', 'like', 'comment', 'progress'],
    auth: true,
    summary: 'Video lessons the caller has watched, last watched first, with the progress of each.',
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(watchedLessonSchema, 'Page<LessonSummary & { progress }>'),
    errors: [...sessionErrors],
  },
  {
    name: 'vod.userItem',
    method: 'GET',
    path: '/community-search/v1/user/course/vod/{id}',
    shows: ['catalogue', 'like', 'comment', 'progress'],
    auth: true,
    summary: "A video lesson with the caller's progress in it (null before the first save).",
    params: lessonIdParams,
    response: {
      type: 'object',
      required: [...lessonSummaryRequired, 'progress'],
      additionalProperties: false,
      properties: {
        ...lessonSummaryProperties,
        progress: { ...progressSchema, type: ['object', 'null'] },
      },
    },
    errors: [...sessionErrors, videoNotFound],
  },
  {
    name: 'vod.detail',
    method: 'GET',
    path: '/academy/v1/course/vod/{id}',
    shows: ['catalogue', 'like', 'comment', 'favorite', 'purchase'],
    summary:
      "A video lesson; videoUrl is '' unless the caller may watch it (free, preview, or bought with the token sent). Counts a view.",
    params: lessonIdParams,
    response: videoDetailSchema,
    errors: [videoNotFound, lessonInactive],
  },
  {
    name: 'vod.userDetail',
    method: 'GET',
    path: '/academy/v2/user/course/vod/{id}',
    shows: ['catalogue', 'like', 'comment', 'favorite', 'purchase'],
    auth: true,
    summary: "A video lesson with the caller's liked, favorite and access. Counts a view.",
    params: lessonIdParams,
    response: videoDetailSchema,
    errors: [...sessionErrors, videoNotFound, lessonInactive],
  },
  {
    name: 'course.signature',
    method: 'GET',
    path: '/academy/v2/user/course/signature',
    shows: ['purchase'],
    auth: true,
    summary: 'A short-lived play authorization for a video or live lesson the caller may watch.',
    query: {
      type: 'object',
      required: ['lessonId'],
      additionalProperties: false,
      properties: { lessonId: idSchema('The lesson to play') },
    },
    response: {
      type: 'object',
      required: ['lessonId', 'signature', 'expiresAt'],
      additionalProperties: false,
      properties: {
        lessonId: { type: 'integer', description: 'The lesson' },
        signature: { type: 'string', description: 'Opaque play authorization (hex)' },
        expiresAt: isoTime('Valid until (30 minutes)'),
      },
    },
    errors: [...sessionErrors, lessonNotFound, courseNotPurchased],
  },
  {
    name: 'course.progress',
    method: 'GET',
    path: '/academy/v2/user/course/progress',
    shows: ['progress'],
    auth: true,
    quiet: true,
    summary: "The caller's saved place in a lesson (resume from here).",
    query: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The lesson') },
    },
    response: {
      type: 'object',
      required: ['lessonId', ...progressSchema.required],
      additionalProperties: false,
      properties: { lessonId: { type: 'integer', description: 'The lesson' }, ...progressSchema.properties },
    },
    errors: [...sessionErrors, progressNotFound],
  },
  {
    name: 'course.saveProgress',
    method: 'POST',
    path: '/academy/v2/user/course/progress',
    changes: ['progress', 'sprint', 'activity', 'scholarship', 'gcp'],
    invalidates: false,
    auth: true,
    quiet: true,
    summary:
      "Saves the caller's place in a lesson: the position is the last save's, the completion (percent) the furthest reached (never falls), and a finished lesson stays finished.",
    body: {
      type: 'object',
      required: ['lessonId', 'seconds', 'duration', 'finished'],
      additionalProperties: false,
      properties: {
        lessonId: idSchema('The lesson'),
        courseId: idSchema("The lesson's course (taken from the lesson when omitted)"),
        seconds: {
          type: 'integer',
          minimum: 0,
          maximum: 86_400,
          description: 'Where the player is now, in seconds (the resume position)',
        },
        duration: {
          type: 'integer',
          minimum: 0,
          maximum: 86_400,
          description:
            "Length of the media as the player knows it, in seconds; this save's share is seconds / duration (a duration below the catalogue's is the media's real one, not an error)",
        },
        finished: { type: 'boolean', description: 'Watched or read to the end' },
      },
    },
    response: {
      type: 'object',
      required: ['lessonId', ...progressSchema.required],
      additionalProperties: false,
      properties: { lessonId: { type: 'integer', description: 'The lesson' }, ...progressSchema.properties },
    },
    errors: [...sessionErrors, lessonNotFound],
  },
  // ------------------------------------------------------------------------------------------ live
  {
    name: 'live.items',
    method: 'GET',
    path: '/community-search/v1/live/items',
    shows: ['catalogue', 'like', 'comment'],
    publicCache: { maxAge: 10 },
    summary:
      'LIVE lessons, optionally of one status: COMING soonest first, STREAMING and OVER latest first (all: by start, latest first).',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: liveStatusValues, description: 'Only lives in this status' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(lessonSummarySchema, 'Page<LessonSummary> of LIVE lessons'),
  },
  {
    name: 'live.detail',
    method: 'GET',
    path: '/academy/v2/live/{id}',
    shows: ['catalogue', 'like', 'comment', 'purchase'],
    summary: 'A LIVE lesson: the stream while STREAMING, the replay once OVER. Counts a view.',
    params: lessonIdParams,
    response: liveDetailSchema,
    errors: [liveNotFound, lessonInactive],
  },
  {
    name: 'live.like',
    method: 'POST',
    path: '/academy/v2/user/live/{id}/like',
    changes: ['like'],
    invalidates: false,
    auth: true,
    summary: 'Likes a live (a second like changes nothing).',
    params: lessonIdParams,
    response: likeStateSchema,
    errors: [...sessionErrors, liveNotFound],
  },
  {
    name: 'live.unlike',
    method: 'DELETE',
    path: '/academy/v2/user/live/{id}/like',
    changes: ['like'],
    invalidates: false,
    auth: true,
    summary: 'Takes back a like of a live.',
    params: lessonIdParams,
    response: likeStateSchema,
    errors: [...sessionErrors, liveNotFound],
  },
  {
    name: 'lillyLive.detail',
    method: 'GET',
    path: '/tripartite/v1/lilly-live/{id}/detail',
    shows: ['catalogue', 'like', 'comment', 'purchase'],
    summary:
      'A partner (Lilly) live: the LIVE lesson and the data its partner page is opened with. Needs a login.',
    params: lessonIdParams,
    response: {
      type: 'object',
      required: [...liveDetailRequired, 'partner', 'data'],
      additionalProperties: false,
      properties: {
        ...liveDetailProperties,
        partner: { type: 'string', enum: ['LILLY'], description: 'The partner' },
        data: {
          type: 'string',
          description: "Handed to the partner's page and sent back by lillyLive.record",
        },
      },
    },
    errors: [liveNotFound, watchNeedLogin],
  },
  {
    name: 'lillyLive.record',
    method: 'POST',
    path: '/tripartite/v1/lilly-live/user/record',
    changesNothing: "Records a jump to the partner's live, for the partner; shown by no read",
    invalidates: false,
    auth: true,
    quiet: true,
    summary: 'Records that the caller jumped to a partner live (spec §3 lesson live jump record).',
    query: {
      type: 'object',
      required: ['lessonId'],
      additionalProperties: false,
      properties: {
        lessonId: idSchema('The live lesson'),
        data: {
          type: 'string',
          maxLength: 2000,
          default: '',
          description: 'The partner data of lillyLive.detail',
        },
        userId: {
          type: 'string',
          maxLength: 32,
          description: "The caller's userId; must be the logged-in user",
        },
      },
    },
    response: {
      type: 'object',
      required: ['recorded'],
      additionalProperties: false,
      properties: { recorded: { type: 'boolean', enum: [true], description: 'Always true' } },
    },
    errors: [...sessionErrors, forbiddenError, liveNotFound],
  },
  // ------------------------------------------------------------------------------------------ short videos
  {
    name: 'shortVideo.items',
    method: 'GET',
    path: '/community-search/v1/short-video/items',
    shows: ['catalogue', 'like', 'comment', 'favorite'],
    publicCache: { maxAge: 10 },
    summary: 'Short videos, newest first, optionally of one collection.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        collectionId: idSchema('Only this collection (a SHORT_VIDEO course)'),
        ...pageQueryProperties,
      },
    },
    response: pageOf(shortVideoSchema, 'Page<ShortVideo>'),
  },
  {
    name: 'shortVideo.detail',
    method: 'GET',
    path: '/academy/v1/short-video/{id}',
    shows: ['catalogue', 'like', 'comment', 'favorite'],
    summary: 'One short video. Counts a view.',
    params: lessonIdParams,
    response: shortVideoSchema,
    errors: [videoNotFound],
  },
  // ------------------------------------------------------------------------------------------ courses
  {
    name: 'course.items',
    method: 'GET',
    path: '/community-search/v2/course/items',
    shows: ['catalogue', 'purchase', 'progress'],
    publicCache: { maxAge: 10 },
    summary: 'Courses on the shelf (ACTIVE), filtered and sorted.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        category: { type: 'string', maxLength: 32, description: 'Only this category, e.g. 银屑病' },
        tag: {
          type: 'string',
          minLength: 1,
          maxLength: 32,
          description:
            'Only courses whose tags include it, e.g. 理论 or 实操演示 (the advanced courses’ tabs)',
        },
        courseType: courseTypeSchema,
        kind: courseKindSchema,
        advanced: { type: 'boolean', description: 'Only advanced (true) or only basic (false) courses' },
        free: { type: 'boolean', description: 'Only free (true) or only paid (false) courses' },
        keyword: { type: 'string', maxLength: 40, description: 'Title or subtitle contains it' },
        sort: sortSchema,
        ...pageQueryProperties,
      },
    },
    response: pageOf(courseSummarySchema, 'Page<CourseSummary>'),
  },
  {
    name: 'course.batch',
    method: 'GET',
    path: '/community-search/v2/course/batch',
    shows: ['catalogue', 'purchase', 'progress'],
    publicCache: { maxAge: 10 },
    summary: 'Several courses by id, in the order asked; ids of no course are left out.',
    query: {
      type: 'object',
      required: ['ids'],
      additionalProperties: false,
      properties: {
        ids: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: { type: 'integer', minimum: 1 },
          description: 'Course ids; the key repeats (ids=1&ids=2)',
        },
      },
    },
    response: { type: 'array', items: courseSummarySchema, description: 'The courses found' },
  },
  {
    name: 'course.lessons',
    method: 'GET',
    path: '/community-search/v2/course/{id}/lessons',
    shows: ['catalogue', 'like', 'comment'],
    publicCache: { maxAge: 10 },
    summary: "A course's lessons in course order.",
    params: courseIdParams,
    response: {
      type: 'array',
      maxItems: MAX_UNPAGED_LIST,
      items: lessonSummarySchema,
      description: 'Lessons',
    },
    errors: [courseNotFound],
  },
  {
    name: 'course.detail',
    method: 'GET',
    path: '/community-search/v2/course/{id}',
    shows: ['catalogue', 'like', 'comment', 'purchase', 'favorite', 'progress'],
    summary:
      'A course with its lessons (public). With a token, purchased, favorite and lastLessonId are the caller’s. Counts a view unless countView is false.',
    params: courseIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        countView: {
          type: 'boolean',
          default: true,
          description:
            'false: a lesson screen reading its course (name, lessons, 下一节) counts no view of the course',
        },
      },
    },
    response: courseDetailSchema,
    errors: [courseNotFound],
  },
  {
    name: 'academyCourse.detail',
    method: 'GET',
    path: '/academy-aggregator/v2/user/course/{id}',
    shows: ['catalogue', 'like', 'comment', 'purchase', 'favorite', 'progress'],
    auth: true,
    summary: 'A course for the caller: purchased, favorite, where to continue, discount and group purchase.',
    params: courseIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        preview: {
          type: 'boolean',
          default: false,
          description: "Open it even when INACTIVE (an editor's preview)",
        },
        discount: {
          type: 'integer',
          minimum: 1,
          maximum: 99,
          description:
            'A share-link discount in percent of the price (80 = 8 折), shown as `discount` instead of the course’s own',
        },
      },
    },
    response: courseDetailSchema,
    errors: [...sessionErrors, courseNotFound, lessonInactive],
  },
  {
    name: 'groupPurchase.course',
    method: 'GET',
    path: '/academy/v1/user/group-purchase/{id}/course/ed',
    shows: ['catalogue', 'purchase', 'progress'],
    auth: true,
    summary: 'A group purchase, its course and who joined.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The group purchase') },
    },
    response: {
      type: 'object',
      required: ['groupPurchase', 'course', 'members'],
      additionalProperties: false,
      properties: {
        groupPurchase: groupPurchaseSchema,
        course: courseSummarySchema,
        members: {
          type: 'array',
          description: 'Doctors who joined, first joined first',
          items: {
            type: 'object',
            required: ['userId', 'nickname', 'avatar'],
            additionalProperties: false,
            properties: {
              userId: { type: ['integer', 'null'], description: 'Their user id; null for a guest member' },
              nickname: { type: 'string', description: 'Name shown' },
              avatar: { type: 'string', description: 'Avatar URL; empty when none' },
            },
          },
        },
      },
    },
    errors: [
      ...sessionErrors,
      { status: 404, code: 'academy.group.purchase.not.found', when: 'no such group purchase (拼团不存在)' },
    ],
  },
  {
    name: 'coursePackage.items',
    method: 'GET',
    path: '/community-search/v1/course-package/items',
    shows: ['catalogue', 'purchase', 'progress'],
    publicCache: { maxAge: 10 },
    summary: 'Course packages on the shelf, newest first, each with its courses.',
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(coursePackageSchema, 'Page<Package>'),
  },
  {
    name: 'coursePackage.detail',
    method: 'GET',
    path: '/academy/v1/course-package/{id}',
    shows: ['catalogue', 'purchase', 'progress'],
    publicCache: { maxAge: 10 },
    summary: 'A course package with its courses.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The package') },
    },
    response: coursePackageSchema,
    errors: [packageNotFound],
  },
  {
    name: 'exam.items',
    method: 'GET',
    path: '/academy/v1/user/exam/items',
    shows: ['exam'],
    auth: true,
    summary: "Exams, of one course or all, with the caller's best score.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { courseId: idSchema('Only the exams of this course'), ...pageQueryProperties },
    },
    response: pageOf(examSchema, 'Page<Exam>'),
    errors: [
      ...sessionErrors,
      courseNotFound,
      {
        status: 404,
        code: 'academy.user.exam.not.found',
        when: 'the course named has no exam (the client shows none)',
      },
    ],
  },
  {
    name: 'certificate.related',
    method: 'GET',
    path: '/academy/v1/user/certificate/relatedObject/{id}',
    shows: ['certificate'],
    auth: true,
    quiet: true,
    summary: "The caller's certificates for a course or an activity (empty when none).",
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The course or activity') },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: {
          type: 'string',
          enum: ['COURSE', 'ACTIVITY'],
          default: 'COURSE',
          description: 'Certificate type (spec §3): what the id names',
        },
      },
    },
    response: {
      type: 'object',
      required: ['certificates'],
      additionalProperties: false,
      properties: {
        certificates: {
          type: 'array',
          description: 'Newest first',
          items: {
            type: 'object',
            required: ['id', 'title', 'type', 'posterType', 'issuedAt', 'imageUrl'],
            additionalProperties: false,
            properties: {
              id: { type: 'integer', description: 'Certificate id' },
              title: { type: 'string', description: 'Title, e.g. 结业证书' },
              type: { type: 'string', enum: ['COURSE', 'ACTIVITY'], description: 'Certificate type' },
              posterType: {
                type: 'string',
                enum: ['GRADUATION_CERTIFICATE', 'EXAMINATION_CERTIFICATE', 'POSTER'],
                description: 'Poster type (spec §3)',
              },
              issuedAt: isoTime('When it was issued'),
              imageUrl: { type: 'string', description: 'The certificate image' },
            },
          },
        },
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'order.simulate',
    method: 'POST',
    path: '/order/v1/user/order/simulate',
    changesNothing: "A price preview: today's prices and the coupons that apply, nothing stored",
    invalidates: false,
    auth: true,
    summary:
      "The price of an order before it is created, at today's prices, with the coupons the caller may use.",
    body: {
      type: 'object',
      required: ['orderItemRequests'],
      additionalProperties: false,
      properties: {
        orderCouponRequests: {
          type: 'array',
          maxItems: 5,
          default: [],
          description: 'Coupons the caller chose (used when `initialized` is true)',
          items: {
            type: 'object',
            required: ['couponId'],
            additionalProperties: false,
            properties: { couponId: idSchema('The coupon') },
          },
        },
        orderItemRequests: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_ORDER_ITEMS,
          description: 'What to buy (spec §3 order simulation payload)',
          items: {
            type: 'object',
            required: ['count', 'objectId', 'skuId'],
            additionalProperties: false,
            properties: {
              count: {
                type: 'integer',
                minimum: 1,
                maximum: 99,
                description: 'Quantity; a course or package is bought once whatever the count',
              },
              objectId: idSchema('The course, package or offline class'),
              skuId: { type: 'integer', minimum: 0, description: 'The SKU (the object id when it has one)' },
              objectType: {
                ...orderItemTypeSchema,
                default: 'COURSE',
                description: 'What objectId names (default COURSE)',
              },
            },
          },
        },
        initialized: {
          type: 'boolean',
          default: false,
          description:
            'false (the first preview): the best usable coupon is picked; true: exactly the coupons in orderCouponRequests',
        },
      },
    },
    response: {
      type: 'object',
      required: ['items', 'coupons', 'totalAmount', 'discountAmount', 'payAmount', 'openOrderId'],
      additionalProperties: false,
      properties: {
        openOrderId: {
          type: ['integer', 'null'],
          description:
            'The caller already has an unpaid order of exactly these courses or packages: order.create will answer it (resumed), so this preview shows its items, coupon and amounts; null otherwise',
        },
        items: {
          type: 'array',
          maxItems: MAX_ORDER_ITEMS,
          items: orderItemSchema,
          description: 'The items, priced',
        },
        coupons: { type: 'array', items: couponSchema, description: "The caller's coupons" },
        totalAmount: moneySchema('Sum of price × count'),
        discountAmount: moneySchema('Taken off by the selected coupon'),
        payAmount: moneySchema('To pay: totalAmount − discountAmount, never below 0'),
      },
    },
    errors: [
      ...sessionErrors,
      { ...courseNotFound, when: 'a course that does not exist or is INACTIVE' },
      {
        status: 404,
        code: 'order.item.not.found',
        when: 'a course package or offline class that does not exist (商品不存在)',
      },
      {
        status: 400,
        code: 'academy.course.purchased',
        when: 'the caller already holds the course (owned, or paid and awaiting delivery), or every course of the package (已购买该课程)',
      },
      {
        status: 400,
        code: 'academy.offline.class.applied',
        when: 'the caller has already joined the offline class (您已报名)',
      },
      {
        status: 400,
        code: 'order.item.not.on.sale',
        when: "outside the course's sales window (当前不在销售时间内)",
      },
      {
        status: 400,
        code: 'order.unpaid.exists',
        when: 'an item is in another unpaid order of the caller with other items, so order.create would refuse too (该商品已有待支付订单，请先支付或取消)',
      },
    ],
  },
  // ------------------------------------------------------------------------------------------ packaging
  {
    name: 'banner.items',
    method: 'GET',
    path: '/academy/v1/banner/items',
    shows: ['catalogue'],
    publicCache: { maxAge: 10 },
    summary: 'The banners of one place, in order.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        location: {
          type: 'string',
          enum: ['HOME', 'LIVE_HEADER', 'U_TASK_HEADER'],
          default: 'HOME',
          description: 'Banner location (spec §3): HOME, LIVE_HEADER (live list), U_TASK_HEADER (tasks)',
        },
      },
    },
    response: {
      type: 'array',
      maxItems: MAX_UNPAGED_LIST,
      description: 'Banners',
      items: {
        type: 'object',
        required: ['id', 'title', 'imageUrl', 'sourceType', 'target'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', description: 'Banner id' },
          title: { type: 'string', description: 'Alt text and caption' },
          imageUrl: { type: 'string', description: 'Picture (16:9)' },
          sourceType: {
            type: 'string',
            enum: BANNER_SOURCE_TYPES,
            description: 'What a tap opens (spec §3 banner source type LINK, plus the academy objects)',
          },
          target: { type: 'string', description: 'A URL for LINK; otherwise the id of the object, as text' },
        },
      },
    },
  },
  {
    name: 'topic.detail',
    method: 'GET',
    path: '/sns/v1/topic/{id}',
    shows: ['catalogue'],
    publicCache: { maxAge: 10 },
    quiet: true,
    summary: 'A topic page: its introduction and content cards.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The topic') },
    },
    response: {
      type: 'object',
      required: ['id', 'title', 'bigPicUrl', 'introduction', 'cards'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'Topic id' },
        title: { type: 'string', description: 'Title' },
        bigPicUrl: { type: 'string', description: 'Header picture' },
        introduction: { type: 'string', description: 'Introduction (plain text)' },
        cards: { type: 'array', items: contentCardSchema, description: 'Content cards in order' },
      },
    },
    errors: [{ status: 404, code: 'sns.topic.not.found', when: 'no such topic (专题不存在)' }],
  },
  {
    name: 'offlineClass.items',
    method: 'GET',
    path: '/academy/v1/offline-class/items',
    shows: ['offlineClass'],
    publicCache: { maxAge: 10 },
    summary: 'Offline classes (线下训练营), soonest first; with a token, `applied` is the caller’s.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { registrationStatus: registrationStatusSchema, ...pageQueryProperties },
    },
    response: pageOf(offlineClassSchema, 'Page<OfflineClass>'),
  },
  {
    name: 'offlineClass.detail',
    method: 'GET',
    path: '/academy/v1/offline-class/{id}',
    shows: ['offlineClass'],
    publicCache: { maxAge: 10 },
    summary: 'An offline class; with a token, `applied` is the caller’s.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The offline class') },
    },
    response: offlineClassSchema,
    errors: [
      { status: 404, code: 'academy.offline.class.not.found', when: 'no such offline class (训练营不存在)' },
    ],
  },
  {
    name: 'offlineClass.apply',
    method: 'POST',
    path: '/academy/v1/user/offline-class/{id}/apply',
    changes: ['offlineClass'],
    auth: true,
    summary: 'Signs the caller up for a free offline class while its registration is open (START).',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The offline class') },
    },
    response: {
      type: 'object',
      required: ['applied'],
      additionalProperties: false,
      properties: { applied: { type: 'boolean', enum: [true], description: 'Signed up' } },
    },
    errors: [
      ...sessionErrors,
      { status: 404, code: 'academy.offline.class.not.found', when: 'no such offline class (训练营不存在)' },
      {
        status: 400,
        code: 'academy.offline.class.registration.not.start',
        when: 'registration has not opened yet (报名尚未开始)',
      },
      {
        status: 400,
        code: 'academy.offline.class.registration.end',
        when: 'registration is over (报名已结束)',
      },
      { status: 400, code: 'academy.offline.class.full', when: 'every place is taken (名额已满)' },
      {
        status: 400,
        code: 'academy.offline.class.applied',
        when: 'the caller has already signed up (您已报名)',
      },
      {
        status: 400,
        code: 'academy.offline.class.need.order',
        when: 'the class has a fee: sign up by ordering it (OFFLINE_CLASS) instead (该训练营需购买后报名)',
      },
    ],
  },
  // ------------------------------------------------------------------------------------------ my learning
  {
    name: 'note.items',
    method: 'GET',
    path: '/academy/v1/user/note/items',
    shows: ['note'],
    auth: true,
    quiet: true,
    summary: "The caller's notes, newest first, optionally of one course or lesson.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        courseId: idSchema('Only notes of this course'),
        lessonId: idSchema('Only notes of this lesson'),
        ...pageQueryProperties,
      },
    },
    response: pageOf(noteSchema, 'Page<Note>'),
    errors: [...sessionErrors],
  },
  {
    name: 'note.detail',
    method: 'GET',
    path: '/academy/v1/user/note/{id}',
    shows: ['note'],
    auth: true,
    quiet: true,
    summary: 'One of the caller’s notes.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The note') },
    },
    response: noteSchema,
    errors: [...sessionErrors, noteNotFound],
  },
  {
    name: 'note.create',
    method: 'POST',
    path: '/academy/v1/user/note',
    changes: ['note'],
    invalidates: false,
    auth: true,
    summary: 'Writes a note on a lesson.',
    body: {
      type: 'object',
      required: ['lessonId', 'content'],
      additionalProperties: false,
      properties: {
        lessonId: idSchema('The lesson'),
        courseId: idSchema("The lesson's course (taken from the lesson when omitted)"),
        content: {
          type: 'string',
          minLength: 1,
          maxLength: 2000,
          pattern: '\\S',
          description: 'The note (plain text, 1 to 2000 characters, not only spaces)',
        },
        seconds: {
          type: 'integer',
          minimum: 0,
          // As course.saveProgress: a position within a day (the column is an integer; 2^53 answered 500).
          maximum: 86_400,
          description: 'Video position it is taken at',
        },
      },
    },
    response: noteSchema,
    errors: [...sessionErrors, lessonNotFound],
  },
  {
    name: 'studying.items',
    method: 'GET',
    path: '/academy/v1/user/studying/items',
    shows: ['catalogue', 'like', 'comment', 'purchase', 'progress'],
    auth: true,
    summary: 'Lessons the caller is studying, last studied first, with course and progress.',
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(
      {
        type: 'object',
        required: ['lesson', 'course', 'progress'],
        additionalProperties: false,
        properties: {
          lesson: lessonSummarySchema,
          course: { ...courseSummarySchema, type: ['object', 'null'] },
          progress: progressSchema,
        },
      },
      'Page<{ lesson, course, progress }>',
    ),
    errors: [...sessionErrors],
  },
  {
    name: 'academy.userSummary',
    method: 'GET',
    path: '/academy/v1/user/summary',
    shows: ['catalogue', 'like', 'comment', 'purchase', 'progress', 'favorite', 'order', 'certificate'],
    auth: true,
    summary: 'Numbers of the my-growth-academy screen and the lesson to continue.',
    response: {
      type: 'object',
      required: [
        'studyMinutes',
        'monthStudyMinutes',
        'lessonCount',
        'favoriteCount',
        'orderCount',
        'certificateCount',
        'lastStudy',
      ],
      additionalProperties: false,
      properties: {
        studyMinutes: {
          type: 'integer',
          minimum: 0,
          description:
            'Minutes studied in all (the study-time ledger: time watched, summed over every day; docs/server.md, Study time)',
        },
        monthStudyMinutes: {
          type: 'integer',
          minimum: 0,
          description:
            'Minutes studied this month (Asia/Shanghai calendar month, the study sprint month’s days)',
        },
        lessonCount: { type: 'integer', minimum: 0, description: 'Lessons started' },
        favoriteCount: { type: 'integer', minimum: 0, description: 'Favorites' },
        orderCount: { type: 'integer', minimum: 0, description: 'Orders' },
        certificateCount: { type: 'integer', minimum: 0, description: 'Certificates' },
        lastStudy: {
          type: ['object', 'null'],
          required: ['lesson', 'course'],
          additionalProperties: false,
          description: 'The lesson studied last; null before any',
          properties: {
            lesson: lessonSummarySchema,
            course: { ...courseSummarySchema, type: ['object', 'null'] },
          },
        },
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'videoExchange.redeem',
    method: 'POST',
    path: '/academy/v1/user/video/exchange',
    changes: ['purchase'],
    invalidates: false,
    auth: true,
    summary: 'Redeems a code that unlocks a video lesson for the caller.',
    body: {
      type: 'object',
      required: ['code'],
      additionalProperties: false,
      properties: {
        code: {
          type: 'string',
          minLength: 1,
          maxLength: 32,
          description: 'The code as typed (case and surrounding spaces ignored)',
        },
      },
    },
    response: {
      type: 'object',
      required: ['lessonId', 'title'],
      additionalProperties: false,
      properties: {
        lessonId: { type: 'integer', description: 'The lesson unlocked' },
        title: { type: 'string', description: 'Its title' },
      },
    },
    errors: [
      ...sessionErrors,
      {
        status: 400,
        code: 'academy.exchange.code.invalid',
        when: 'no such code, or it has expired (兑换码无效)',
      },
      {
        status: 400,
        code: 'academy.exchange.code.used',
        when: 'the caller already redeemed it, or its uses are spent (兑换码已被使用)',
      },
    ],
  },
  {
    name: 'videoExchange.records',
    method: 'GET',
    path: '/academy/v1/user/video/exchange/items',
    shows: ['catalogue', 'like', 'comment', 'purchase'],
    auth: true,
    summary: 'Codes the caller redeemed, newest first.',
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(
      {
        type: 'object',
        required: ['id', 'code', 'lesson', 'exchangedAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', description: 'Redemption id' },
          code: { type: 'string', description: 'The code' },
          lesson: lessonSummarySchema,
          exchangedAt: isoTime('When it was redeemed'),
        },
      },
      'Page<{ id, code, lesson, exchangedAt }>',
    ),
    errors: [...sessionErrors],
  },
])
