import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { MAX_UNPAGED_LIST } from './paging'

/**
 * Learning resources (spec §2 screens GCPTraining, guideDetail, receiveEBook, aiShare, invite; §5, §8):
 * the GCP training of an activity (its lessons, downloadable files, introduction and the doctor's
 * progress), clinical guides, e-books a doctor receives, shared AI-agent answers and doctor invitations.
 * Public endpoints answer per user when a token comes along; without one they answer as for a visitor.
 */

const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const
const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

const activityParams = {
  type: 'object',
  required: ['activityId'],
  additionalProperties: false,
  properties: { activityId: idSchema('The GCP training activity (5 in the demo)') },
} as const

const idParams = (description: string) =>
  ({
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: idSchema(description) },
  }) as const

const gcpNotFound = {
  status: 404,
  code: 'gcp.training.not.found',
  when: 'the activity has no GCP training (培训不存在)',
} as const

// ------------------------------------------------------------------------------------------------ GCP

const learnStatusSchema = {
  type: 'string',
  enum: ['NOT_STARTED', 'LEARNING', 'FINISHED'],
  description: "The caller's state in the lesson: 未开始, 学习中 (opened), 已学完; NOT_STARTED for a visitor",
} as const

const gcpProgressSchema = {
  type: 'object',
  required: ['activityId', 'finishedCount', 'totalCount', 'percent', 'examUnlocked', 'lastLessonId'],
  additionalProperties: false,
  properties: {
    activityId: { type: 'integer', description: 'The activity' },
    finishedCount: { type: 'integer', minimum: 0, description: 'ACTIVE lessons the caller finished' },
    totalCount: { type: 'integer', minimum: 0, description: 'ACTIVE lessons (taken-down ones do not count)' },
    percent: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'finishedCount / totalCount, rounded',
    },
    examUnlocked: { type: 'boolean', description: 'Every ACTIVE lesson is finished: the final exam opens' },
    lastLessonId: {
      type: ['integer', 'null'],
      description: 'The GCP lesson opened last (继续学习); null before the first',
    },
  },
} as const

const gcpExamSchema = {
  type: 'object',
  required: ['id', 'title', 'routeType', 'passScore', 'questionCount'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The final exam: route courseExamDetail?id=&routeType=' },
    title: { type: 'string', description: 'e.g. GCP培训结业考试' },
    routeType: { type: 'string', enum: ['ACTIVITY'], description: 'courseExamDetail routeType' },
    passScore: { type: 'integer', minimum: 0, description: 'Pass mark shown on the card' },
    questionCount: { type: 'integer', minimum: 0, description: 'Questions, shown on the card' },
  },
} as const

const gcpDetailSchema = {
  type: 'object',
  required: [
    'activityId',
    'title',
    'subtitle',
    'coverUrl',
    'organizer',
    'introduction',
    'creditText',
    'lessonCount',
    'fileCount',
    'learnerCount',
    'exam',
    'progress',
  ],
  additionalProperties: false,
  properties: {
    activityId: { type: 'integer', description: 'The activity' },
    title: { type: 'string', description: 'e.g. 药物临床试验质量管理规范（GCP）培训' },
    subtitle: { type: 'string', description: 'One line under the title' },
    coverUrl: { type: 'string', description: 'Banner picture' },
    organizer: { type: 'string', description: 'Who runs it' },
    introduction: { type: 'string', description: 'HTML of 课程介绍 (sanitized by the client)' },
    creditText: { type: 'string', description: 'What completing earns, e.g. 结业证书 + 继续教育学分' },
    lessonCount: { type: 'integer', minimum: 0, description: 'ACTIVE lessons' },
    fileCount: { type: 'integer', minimum: 0, description: 'Downloadable files' },
    learnerCount: { type: 'integer', minimum: 0, description: 'Doctors who opened a lesson (plus a base)' },
    exam: { ...gcpExamSchema, type: ['object', 'null'], description: 'The final exam; null when none' },
    progress: {
      ...gcpProgressSchema,
      type: ['object', 'null'],
      description: "The caller's progress; null for a visitor",
    },
  },
} as const

const gcpLessonSchema = {
  type: 'object',
  required: [
    'id',
    'lessonId',
    'title',
    'lessonType',
    'lecturer',
    'duration',
    'coverUrl',
    'status',
    'learnStatus',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The GCP lesson (gcp.lessonAccess takes it)' },
    lessonId: {
      type: ['integer', 'null'],
      description: 'The academy lesson it plays (articleDetail / videoDetail ?id=); null when none',
    },
    title: { type: 'string', description: 'Title, e.g. 第一讲：GCP 概述与受试者保护' },
    lessonType: { type: 'string', enum: ['ARTICLE', 'VIDEO'], description: 'Article or video' },
    lecturer: { type: 'string', description: 'Lecturer and title, e.g. 王教授 · 主任医师' },
    duration: { type: ['integer', 'null'], description: 'Seconds (videos); null for articles' },
    coverUrl: { type: 'string', description: 'Card picture' },
    status: {
      type: 'string',
      enum: ['ACTIVE', 'INACTIVE'],
      description: 'INACTIVE = taken down: opening it answers 400 academy.lesson.inactive (该课程已下线)',
    },
    learnStatus: learnStatusSchema,
  },
} as const

const gcpFileSchema = {
  type: 'object',
  required: ['id', 'name', 'fileType', 'url', 'size', 'description', 'updatedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'File id' },
    name: { type: 'string', description: 'File name with its extension, used when saving' },
    fileType: { type: 'string', description: 'Extension: pdf, docx, xlsx, pptx, zip...' },
    url: { type: 'string', description: 'Address (a path on this site: /media/docs/...)' },
    size: { type: 'integer', minimum: 0, description: 'Bytes' },
    description: { type: 'string', description: 'One line on what it is; may be empty' },
    updatedAt: isoTime('Last updated'),
  },
} as const

// ------------------------------------------------------------------------------------------ guideline

const attachmentSchema = {
  type: 'object',
  required: ['name', 'url', 'fileType', 'size'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'File name' },
    url: { type: 'string', description: 'Address' },
    fileType: { type: 'string', description: 'Extension' },
    size: { type: 'integer', minimum: 0, description: 'Bytes' },
  },
} as const

const relatedCourseSchema = {
  type: 'object',
  required: ['id', 'title', 'bigPicUrl', 'lecturerName', 'lessonCount', 'price'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Course id (route courseDetail?id=)' },
    title: { type: 'string', description: 'Title' },
    bigPicUrl: { type: 'string', description: 'Cover' },
    lecturerName: { type: 'string', description: "The lecturer's name" },
    lessonCount: { type: 'integer', minimum: 0, description: 'Lessons' },
    price: {
      type: 'number',
      minimum: 0,
      description:
        'Yuan; 0 = free. What order.create charges for the course today (its payPrice: the limited-time price while it has one)',
    },
  },
} as const

const guidelineSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'society',
    'year',
    'version',
    'tags',
    'summary',
    'content',
    'bigPicUrl',
    'attachments',
    'relatedCourses',
    'viewCount',
    'publishedAt',
    'favorite',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Guide id' },
    title: { type: 'string', description: 'e.g. 中国银屑病诊疗指南（2023 版）' },
    society: { type: 'string', description: 'Issuing society, e.g. 中华医学会皮肤性病学分会' },
    year: { type: 'integer', description: 'Year issued' },
    version: { type: 'string', description: 'Edition, e.g. 2023 版' },
    tags: { type: 'array', items: { type: 'string' }, description: 'Short tags' },
    summary: { type: 'string', description: 'Abstract (plain text)' },
    content: { type: 'string', description: 'Body HTML (sanitized by the client)' },
    bigPicUrl: { type: 'string', description: 'Cover, saved with a favorite' },
    attachments: { type: 'array', items: attachmentSchema, description: 'The full text and appendices' },
    relatedCourses: { type: 'array', items: relatedCourseSchema, description: 'Courses on the topic' },
    viewCount: { type: 'integer', minimum: 0, description: 'Reads' },
    publishedAt: isoTime('When it was published on the platform'),
    favorite: {
      type: 'boolean',
      description: 'In the caller’s favorites (objectType GUIDELINE); false for a visitor',
    },
  },
} as const

// --------------------------------------------------------------------------------------------- e-book

const ebookSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'author',
    'publisher',
    'coverUrl',
    'introduction',
    'pageCount',
    'stock',
    'remaining',
    'startTime',
    'endTime',
    'status',
    'received',
    'receivedAt',
    'readUrl',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'E-book id' },
    title: { type: 'string', description: 'Title' },
    author: { type: 'string', description: 'Authors / editors' },
    publisher: { type: 'string', description: 'Publisher' },
    coverUrl: { type: 'string', description: 'Cover (3:4)' },
    introduction: {
      type: 'string',
      description: 'About the book (plain text, paragraphs split by newlines)',
    },
    pageCount: { type: 'integer', minimum: 0, description: 'Pages' },
    stock: { type: 'integer', minimum: 0, description: 'Copies given away in all' },
    remaining: { type: 'integer', minimum: 0, description: 'Copies left' },
    startTime: isoTime('Receiving opens'),
    endTime: isoTime('Receiving closes'),
    status: {
      type: 'string',
      enum: ['NOT_STARTED', 'AVAILABLE', 'OUT_OF_STOCK', 'ENDED'],
      description:
        'From the window and the stock at the moment of the answer: 未开始, 可领取, 已领完, 已结束 (a copy already received reads through `received`)',
    },
    received: { type: 'boolean', description: 'The caller has received it; false for a visitor' },
    receivedAt: { type: ['string', 'null'], format: 'date-time', description: 'When; null when not' },
    readUrl: {
      type: 'string',
      description: "The reading link (PDF, opened through the webview allowlist); '' unless received",
    },
  },
} as const

// ------------------------------------------------------------------------------------------- AI share

const aiReferenceSchema = {
  type: 'object',
  required: ['title', 'source', 'url'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', description: 'Cited work' },
    source: { type: 'string', description: 'Journal / guide and year' },
    url: { type: 'string', description: "Link ('' when none); opened through the webview allowlist" },
  },
} as const

const sharerSchema = {
  type: 'object',
  required: ['id', 'name', 'avatar', 'hospital', 'department', 'title'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Account id' },
    name: { type: 'string', description: 'Name' },
    avatar: { type: 'string', description: "Avatar; '' = default picture" },
    hospital: { type: 'string', description: 'Hospital' },
    department: { type: 'string', description: 'Department' },
    title: { type: 'string', description: '职称' },
  },
} as const

const aiMessageSchema = {
  type: 'object',
  required: ['id', 'agentName', 'question', 'answer', 'references', 'createdAt', 'sharer'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Message id' },
    agentName: { type: 'string', description: 'The agent, e.g. 皮肤科AI助手' },
    question: { type: 'string', description: 'What the doctor asked (plain text)' },
    answer: {
      type: 'string',
      description: 'The answer as HTML paragraphs and lists (sanitized by the client)',
    },
    references: { type: 'array', items: aiReferenceSchema, description: 'Sources the answer cites' },
    createdAt: isoTime('When it was answered'),
    sharer: {
      ...sharerSchema,
      type: ['object', 'null'],
      description: 'The doctor named by shareDoctorId; null when absent or unknown',
    },
  },
} as const

// --------------------------------------------------------------------------------------------- invite

const inviterSchema = {
  type: 'object',
  required: ['code', 'name', 'avatar', 'hospital', 'department', 'title', 'inviteCount'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', description: 'The invite code' },
    name: { type: 'string', description: "The inviter's name" },
    avatar: { type: 'string', description: "Avatar; '' = default picture" },
    hospital: { type: 'string', description: 'Hospital' },
    department: { type: 'string', description: 'Department' },
    title: { type: 'string', description: '职称' },
    inviteCount: { type: 'integer', minimum: 0, description: 'Doctors who joined through the code' },
  },
} as const

const inviteeSchema = {
  type: 'object',
  required: ['id', 'name', 'avatar', 'hospital', 'status', 'invitedAt', 'rewardBeans'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Account id' },
    name: { type: 'string', description: 'Name, masked after the surname (李*)' },
    avatar: { type: 'string', description: "Avatar; '' = default picture" },
    hospital: { type: 'string', description: 'Hospital' },
    status: {
      type: 'string',
      enum: ['REGISTERED', 'CERTIFIED'],
      description: 'REGISTERED 已注册 (not certified yet), CERTIFIED 已认证 (earns the reward)',
    },
    invitedAt: isoTime('When the friend registered'),
    rewardBeans: {
      type: 'integer',
      minimum: 0,
      description: '麦豆 earned for this friend (0 until certified)',
    },
  },
} as const

export const INVITE_REWARD_BEANS = 50

const inviteSummarySchema = {
  type: 'object',
  required: [
    'code',
    'sharePath',
    'inviteCount',
    'certifiedCount',
    'rewardBeans',
    'beansPerInvitee',
    'rules',
    'invitees',
  ],
  additionalProperties: false,
  properties: {
    code: { type: 'string', description: "The caller's invite code (made on the first call)" },
    sharePath: {
      type: 'string',
      description: 'Path of the invite landing page with the code: /invite?code=',
    },
    inviteCount: { type: 'integer', minimum: 0, description: 'Friends who registered' },
    certifiedCount: { type: 'integer', minimum: 0, description: 'Of them, certified' },
    rewardBeans: { type: 'integer', minimum: 0, description: '麦豆 earned in all' },
    beansPerInvitee: {
      type: 'integer',
      minimum: 0,
      description: `麦豆 per certified friend (${INVITE_REWARD_BEANS})`,
    },
    rules: { type: 'array', items: { type: 'string' }, description: 'Rule lines shown under 活动规则' },
    invitees: { type: 'array', items: inviteeSchema, description: 'Friends, newest first' },
  },
} as const

export const resourceEndpoints = defineEndpoints([
  {
    name: 'gcp.detail',
    method: 'GET',
    path: '/academy/v1/gcp/{activityId}',
    shows: ['gcp'],
    publicCache: { maxAge: 10 },
    summary:
      'The GCP training of an activity: banner, introduction, counts, the final exam and (with a token) the caller’s progress.',
    params: activityParams,
    response: gcpDetailSchema,
    errors: [gcpNotFound],
  },
  {
    name: 'gcp.lessons',
    method: 'GET',
    path: '/academy/v1/gcp/{activityId}/lessons',
    shows: ['gcp'],
    publicCache: { maxAge: 10 },
    summary: 'The course list in order, taken-down lessons included (INACTIVE); learnStatus per caller.',
    params: activityParams,
    response: {
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: {
        items: {
          type: 'array',
          maxItems: MAX_UNPAGED_LIST,
          items: gcpLessonSchema,
          description: 'Lessons in order',
        },
      },
    },
    errors: [gcpNotFound],
  },
  {
    name: 'gcp.lessonAccess',
    method: 'POST',
    path: '/academy/v1/user/gcp/{activityId}/lesson/{id}/access',
    changes: ['gcp'],
    invalidates: false,
    auth: true,
    summary:
      'Opens a GCP lesson: records it as started (学习中) and answers the academy lesson to show. A taken-down lesson answers 400 academy.lesson.inactive, which the GCP pages do not toast (spec §8).',
    params: {
      type: 'object',
      required: ['activityId', 'id'],
      additionalProperties: false,
      properties: { activityId: idSchema('The activity'), id: idSchema('The GCP lesson') },
    },
    response: {
      type: 'object',
      required: ['id', 'lessonId', 'lessonType', 'learnStatus'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'The GCP lesson' },
        lessonId: { type: ['integer', 'null'], description: 'The academy lesson to open' },
        lessonType: { type: 'string', enum: ['ARTICLE', 'VIDEO'], description: 'Which screen opens it' },
        learnStatus: learnStatusSchema,
      },
    },
    errors: [
      ...sessionErrors,
      { status: 404, code: 'gcp.lesson.not.found', when: 'no such lesson in this training (课程不存在)' },
      {
        status: 400,
        code: 'academy.lesson.inactive',
        when: 'the lesson is taken down (INACTIVE) (该课程已下线); suppressed on the GCP pages',
      },
    ],
  },
  {
    name: 'gcp.files',
    method: 'GET',
    path: '/academy/v1/gcp/{activityId}/files',
    shows: ['gcp'],
    publicCache: { maxAge: 10 },
    summary: 'Files to download (文件下载), in order.',
    params: activityParams,
    response: {
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: {
        items: {
          type: 'array',
          maxItems: MAX_UNPAGED_LIST,
          items: gcpFileSchema,
          description: 'Files in order',
        },
      },
    },
    errors: [gcpNotFound],
  },
  {
    name: 'gcp.progress',
    method: 'GET',
    path: '/academy/v1/user/gcp/{activityId}/progress',
    shows: ['gcp'],
    auth: true,
    quiet: true,
    summary: "The caller's progress in the training (finished lessons count when opened and finished).",
    params: activityParams,
    response: gcpProgressSchema,
    errors: [...sessionErrors, gcpNotFound],
  },
  {
    name: 'guideline.detail',
    method: 'GET',
    path: '/academy/v1/guideline/{id}',
    shows: ['catalogue', 'favorite'],
    summary: 'A clinical guide (临床指南) with its body, attachments and related courses. Counts a read.',
    params: idParams('The guide'),
    response: guidelineSchema,
    errors: [{ status: 404, code: 'guideline.not.found', when: 'no such guide (指南不存在)' }],
  },
  {
    name: 'ebook.detail',
    method: 'GET',
    path: '/academy/v1/ebook/{id}',
    shows: ['ebook'],
    publicCache: { maxAge: 10 },
    summary: 'An e-book to receive (领取电子书): its state for the caller.',
    params: idParams('The e-book'),
    response: ebookSchema,
    errors: [{ status: 404, code: 'ebook.not.found', when: 'no such e-book (电子书不存在)' }],
  },
  {
    name: 'ebook.receive',
    method: 'POST',
    path: '/academy/v1/user/ebook/{id}/receive',
    changes: ['ebook'],
    auth: true,
    summary:
      'Receives one copy (立即领取); receiving again answers the received book. The stock is taken in one conditional update, so it never goes below zero.',
    params: idParams('The e-book'),
    response: ebookSchema,
    errors: [
      ...sessionErrors,
      { status: 404, code: 'ebook.not.found', when: 'no such e-book (电子书不存在)' },
      {
        status: 400,
        code: 'ebook.guest.forbidden',
        when: 'the caller is a visitor (ROLE_GUEST) (请先登录医生账号)',
      },
      { status: 400, code: 'ebook.not.started', when: 'before the window (活动还未开始)' },
      { status: 400, code: 'ebook.ended', when: 'after the window (活动已经结束)' },
      { status: 400, code: 'ebook.out.of.stock', when: 'no copy left (电子书已领完)' },
    ],
  },
  {
    name: 'aiShare.message',
    method: 'GET',
    path: '/ai/v1/share/message/{messageId}',
    shows: ['catalogue'],
    summary: 'A shared AI-agent answer and the doctor who shared it (public: the share page).',
    params: {
      type: 'object',
      required: ['messageId'],
      additionalProperties: false,
      properties: { messageId: idSchema('The message') },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        shareDoctorId: {
          type: 'string',
          maxLength: 64,
          description: 'The sharing doctor: an account id (10001) or a `{product}Id`',
        },
      },
    },
    response: aiMessageSchema,
    errors: [{ status: 404, code: 'ai.message.not.found', when: 'no such message (内容不存在或已删除)' }],
  },
  {
    name: 'invite.mine',
    method: 'GET',
    path: '/user/v1/user/invite',
    shows: ['invite'],
    auth: true,
    summary: "The caller's invite code, invited friends with their status, and the 麦豆 earned.",
    response: inviteSummarySchema,
    errors: [...sessionErrors],
  },
  {
    name: 'invite.inviter',
    method: 'GET',
    path: '/user/v1/invite/{code}',
    shows: ['invite'],
    summary: 'Who invites with this code (the landing page of an invitation link).',
    params: {
      type: 'object',
      required: ['code'],
      additionalProperties: false,
      properties: {
        code: {
          type: 'string',
          minLength: 4,
          maxLength: 16,
          pattern: '^[A-Za-z0-9]+$',
          description: 'The code',
        },
      },
    },
    response: inviterSchema,
    errors: [{ status: 404, code: 'invite.code.not.found', when: 'no such code (邀请码无效)' }],
  },
])
