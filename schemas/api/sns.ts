import { authorSchema, sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Social (spec §3 favorite item, §4 favorite toggle, §7 "Social"): favorites (the "want to learn" list
 * is the ACADEMY owner module), likes and comments with replies. Every path has a `/user/` segment, so
 * every call needs a login; all are quiet (spec §9: user/favorite, user/like and /sns/ paths).
 */

/**
 * What a favorite, like or comment is about. The spec's related object types, plus SHORT_VIDEO (a lesson
 * type whose cards carry likes, favorites and comments too).
 */
export const snsObjectTypeSchema = {
  type: 'string',
  enum: [
    'COURSE',
    'ACTIVITY',
    'COURSE_PACKAGE',
    'OFFLINE_CLASS',
    'LIVE',
    'VIDEO',
    'ARTICLE',
    'GUIDELINE',
    'SHORT_VIDEO',
    'COURSE_INTERACTION',
    'COURSE_QUESTION',
  ],
  description:
    'Object type (spec §3 related object types, plus SHORT_VIDEO); lessons use their lesson type (ARTICLE, VIDEO, LIVE, SHORT_VIDEO). A course has three comment boards: COURSE (评价), COURSE_INTERACTION (互动) and COURSE_QUESTION (问答), each keyed by the course id',
} as const

export const ownerModuleSchema = {
  type: 'string',
  enum: ['OTHER', 'ACADEMY'],
  description: 'The list a favorite belongs to: ACADEMY = the academy "want to learn" list, OTHER = the rest',
} as const

const objectIdSchema = {
  type: 'integer',
  minimum: 1,
  description:
    'The object id: the item id for courses, packages, lessons; the activityId for activities and offline classes (spec §3)',
} as const

const objectParams = {
  type: 'object',
  required: ['objectType', 'objectId'],
  additionalProperties: false,
  properties: { objectType: snsObjectTypeSchema, objectId: objectIdSchema },
} as const

const typeIdParams = {
  type: 'object',
  required: ['type', 'id'],
  additionalProperties: false,
  properties: { type: snsObjectTypeSchema, id: objectIdSchema },
} as const

const commentIdSchema = { type: 'integer', minimum: 1, description: 'The comment' } as const
const replyIdSchema = { type: 'integer', minimum: 1, description: 'The reply' } as const

const commentParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: commentIdSchema },
} as const

const replyParams = {
  type: 'object',
  required: ['id', 'replyId'],
  additionalProperties: false,
  properties: { id: commentIdSchema, replyId: replyIdSchema },
} as const

const favoriteItemSchema = {
  type: 'object',
  required: ['objectId', 'objectType', 'objectTitle', 'objectPicUrl', 'objectOwnerModule', 'createdAt'],
  additionalProperties: false,
  properties: {
    objectId: objectIdSchema,
    objectType: snsObjectTypeSchema,
    objectTitle: { type: 'string', description: 'Title saved with the favorite' },
    objectPicUrl: { type: 'string', description: "Cover saved with the favorite (the item's bigPicUrl)" },
    objectOwnerModule: ownerModuleSchema,
    createdAt: { type: 'string', format: 'date-time', description: 'When it was added' },
  },
} as const

const favoriteStateSchema = {
  type: 'object',
  required: ['favorite'],
  additionalProperties: false,
  properties: { favorite: { type: 'boolean', description: 'The object is in the caller’s favorites' } },
} as const

const likeStateSchema = {
  type: 'object',
  required: ['liked', 'likeCount'],
  additionalProperties: false,
  properties: {
    liked: { type: 'boolean', description: 'The caller likes it' },
    likeCount: { type: 'integer', minimum: 0, description: 'Likes from everyone' },
  },
} as const

export const replySchema = {
  type: 'object',
  required: ['id', 'commentId', 'content', 'author', 'replyTo', 'createdAt', 'likeCount', 'liked', 'mine'],
  additionalProperties: false,
  properties: {
    id: replyIdSchema,
    commentId: commentIdSchema,
    content: { type: 'string', description: 'Plain text (1 to 500 characters)' },
    author: authorSchema,
    replyTo: {
      type: ['object', 'null'],
      required: ['userId', 'nickname'],
      additionalProperties: false,
      properties: {
        userId: { type: 'integer', description: 'The user answered' },
        nickname: { type: 'string', description: 'Their name (回复 @nickname)' },
      },
      description: 'The user this reply answers inside the thread; null when it answers the comment',
    },
    createdAt: { type: 'string', format: 'date-time', description: 'When it was posted' },
    likeCount: { type: 'integer', minimum: 0, description: 'Likes of the reply' },
    liked: { type: 'boolean', description: 'The caller likes the reply' },
    mine: { type: 'boolean', description: 'The caller wrote it (may delete it)' },
  },
} as const

/** How many replies each comment of a list carries inline; replyCount tells how many there are. */
export const INLINE_REPLY_COUNT = 3

export const commentSchema = {
  type: 'object',
  required: ['id', 'content', 'author', 'createdAt', 'likeCount', 'liked', 'mine', 'replyCount', 'replies'],
  additionalProperties: false,
  properties: {
    id: commentIdSchema,
    content: { type: 'string', description: 'Plain text (1 to 500 characters)' },
    author: authorSchema,
    createdAt: { type: 'string', format: 'date-time', description: 'When it was posted' },
    likeCount: { type: 'integer', minimum: 0, description: 'Likes of the comment' },
    liked: { type: 'boolean', description: 'The caller likes the comment' },
    mine: { type: 'boolean', description: 'The caller wrote it (may delete it)' },
    replyCount: {
      type: 'integer',
      minimum: 0,
      description: 'Replies in the thread (deleted ones not counted)',
    },
    replies: {
      type: 'array',
      maxItems: INLINE_REPLY_COUNT,
      items: replySchema,
      description: `The first ${INLINE_REPLY_COUNT} replies, oldest first`,
    },
  },
} as const

/** Comment and reply text: trimmed, then 1 to 500 characters (sns.comment.empty / sns.comment.too.long). */
export const COMMENT_MAX_LENGTH = 500

const contentSchema = {
  type: 'string',
  // A hard cap on what is read at all; the 500-character rule applies after trimming, in the handler,
  // so the answer carries a Chinese message instead of ajv's.
  maxLength: 2000,
  description: `The text; surrounding white space is dropped, then 1 to ${COMMENT_MAX_LENGTH} characters remain`,
} as const

const deletedSchema = {
  type: 'object',
  required: ['deleted'],
  additionalProperties: false,
  properties: { deleted: { type: 'boolean', const: true, description: 'Always true' } },
} as const

const commentNotFound = {
  status: 404,
  code: 'sns.comment.not.found',
  when: 'no such comment or reply, or it was deleted (评论不存在或已删除)',
} as const

const commentForbidden = {
  status: 400,
  code: 'sns.comment.forbidden',
  when: "deleting someone else's comment or reply (只能删除自己的评论). 400, not 403: the client logs in again on every 403 (spec §4)",
} as const

const contentErrors = [
  { status: 400, code: 'sns.comment.empty', when: 'the text is empty after trimming (评论内容不能为空)' },
  {
    status: 400,
    code: 'sns.comment.too.long',
    when: `the text is longer than ${COMMENT_MAX_LENGTH} characters after trimming (评论内容不能超过${COMMENT_MAX_LENGTH}字)`,
  },
] as const

export const snsEndpoints = defineEndpoints([
  {
    name: 'favorite.items',
    method: 'GET',
    path: '/sns/v1/user/favorite/items/{x}',
    shows: ['favorite'],
    auth: true,
    quiet: true,
    summary: "The caller's favorites of one owner module, newest first (ACADEMY: the want-to-learn list).",
    params: {
      type: 'object',
      required: ['x'],
      additionalProperties: false,
      properties: { x: ownerModuleSchema },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        objectType: { ...snsObjectTypeSchema, description: 'Only favorites of this type; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(favoriteItemSchema, 'Page<FavoriteItem>'),
    errors: [...sessionErrors],
  },
  {
    name: 'favorite.add',
    method: 'POST',
    path: '/sns/v2/user/favorite/{objectType}/{objectId}',
    changes: ['favorite'],
    auth: true,
    quiet: true,
    summary:
      'Adds the object to the caller’s favorites; adding it again keeps it (and its date) and updates title, cover and module.',
    params: objectParams,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        objectPicUrl: {
          type: 'string',
          maxLength: 1024,
          default: '',
          description: "The item's cover (bigPicUrl), shown in the list",
        },
        objectTitle: { type: 'string', maxLength: 200, default: '', description: "The item's title" },
        objectOwnerModule: { ...ownerModuleSchema, default: 'OTHER', description: 'Default OTHER (spec §3)' },
      },
    },
    response: { ...favoriteStateSchema, description: '{ favorite: true }' },
    errors: [...sessionErrors],
  },
  {
    name: 'favorite.remove',
    method: 'DELETE',
    path: '/sns/v2/user/favorite/{objectType}/{objectId}',
    changes: ['favorite'],
    auth: true,
    quiet: true,
    summary: 'Removes the object from the caller’s favorites (also when it was not there).',
    params: objectParams,
    response: { ...favoriteStateSchema, description: '{ favorite: false }' },
    errors: [...sessionErrors],
  },
  {
    name: 'favorite.status',
    method: 'GET',
    path: '/sns/v2/user/favorite/{objectType}/{objectId}',
    shows: ['favorite'],
    auth: true,
    quiet: true,
    summary: 'Whether the object is in the caller’s favorites.',
    params: objectParams,
    response: favoriteStateSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'like.add',
    method: 'POST',
    path: '/sns/v2/user/like/{type}/{id}',
    changes: ['like'],
    auth: true,
    quiet: true,
    summary: 'Likes the object (想学 on courses); liking twice counts once.',
    params: typeIdParams,
    response: likeStateSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'like.remove',
    method: 'DELETE',
    path: '/sns/v2/user/like/{type}/{id}',
    changes: ['like'],
    auth: true,
    quiet: true,
    summary: 'Takes the caller’s like back (also when there was none).',
    params: typeIdParams,
    response: likeStateSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'like.status',
    method: 'GET',
    path: '/sns/v2/user/like/{type}/{id}',
    shows: ['like'],
    auth: true,
    quiet: true,
    summary: 'Whether the caller likes the object, and how many do.',
    params: typeIdParams,
    response: likeStateSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'comment.items',
    method: 'GET',
    path: '/sns/v1/user/comment/{type}/{id}/items',
    shows: ['comment'],
    auth: true,
    quiet: true,
    summary: `The comments on an object, newest first, each with its first ${INLINE_REPLY_COUNT} replies.`,
    params: typeIdParams,
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(commentSchema, 'Page<Comment>'),
    errors: [...sessionErrors],
  },
  {
    name: 'comment.post',
    method: 'POST',
    path: '/sns/v1/user/comment/{type}/{id}',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Posts a comment on an object; answers it as the list shows it.',
    params: typeIdParams,
    body: {
      type: 'object',
      required: ['content'],
      additionalProperties: false,
      properties: { content: contentSchema },
    },
    response: commentSchema,
    errors: [...sessionErrors, ...contentErrors],
  },
  {
    name: 'comment.reply',
    method: 'POST',
    path: '/sns/v1/user/comment/{id}/reply',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Replies in a comment’s thread, to the comment or to one of the users in it.',
    params: commentParams,
    body: {
      type: 'object',
      required: ['content'],
      additionalProperties: false,
      properties: {
        content: contentSchema,
        replyToUserId: {
          type: 'integer',
          minimum: 1,
          description:
            'Answer this user (回复 @name): the comment’s author or someone who replied in the thread; omit to answer the comment',
        },
      },
    },
    response: replySchema,
    errors: [
      ...sessionErrors,
      commentNotFound,
      ...contentErrors,
      {
        status: 400,
        code: 'sns.comment.reply.target.invalid',
        when: 'replyToUserId is neither the comment’s author nor anyone who replied in the thread (回复对象不存在)',
      },
    ],
  },
  {
    name: 'comment.like',
    method: 'POST',
    path: '/sns/v1/user/comment/{id}/like',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Likes a comment; liking twice counts once.',
    params: commentParams,
    response: likeStateSchema,
    errors: [...sessionErrors, commentNotFound],
  },
  {
    name: 'comment.unlike',
    method: 'DELETE',
    path: '/sns/v1/user/comment/{id}/like',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Takes the caller’s like of a comment back.',
    params: commentParams,
    response: likeStateSchema,
    errors: [...sessionErrors, commentNotFound],
  },
  {
    name: 'comment.replyLike',
    method: 'POST',
    path: '/sns/v1/user/comment/{id}/{replyId}/like',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Likes a reply; liking twice counts once.',
    params: replyParams,
    response: likeStateSchema,
    errors: [...sessionErrors, commentNotFound],
  },
  {
    name: 'comment.replyUnlike',
    method: 'DELETE',
    path: '/sns/v1/user/comment/{id}/{replyId}/like',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Takes the caller’s like of a reply back.',
    params: replyParams,
    response: likeStateSchema,
    errors: [...sessionErrors, commentNotFound],
  },
  {
    name: 'comment.delete',
    method: 'DELETE',
    path: '/sns/v1/user/comment/{id}',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Deletes the caller’s own comment, and its thread with it.',
    params: commentParams,
    response: deletedSchema,
    errors: [...sessionErrors, commentNotFound, commentForbidden],
  },
  {
    name: 'comment.replyDelete',
    method: 'DELETE',
    path: '/sns/v1/user/comment/{id}/{replyId}',
    changes: ['comment'],
    auth: true,
    quiet: true,
    summary: 'Deletes the caller’s own reply.',
    params: replyParams,
    response: deletedSchema,
    errors: [...sessionErrors, commentNotFound, commentForbidden],
  },
])
