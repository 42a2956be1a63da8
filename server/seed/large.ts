import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appDeviceType, idKey } from '../../schemas/api/product-keys'
import { shanghaiDay } from '../activities/window'
import { product } from '../config'
import type { Database, SqlExecutor } from '../db/index'
import { shanghaiMonth } from '../routes/sprint'
import { DEMO_CLIP_SECONDS, DEMO_STREAM_URL, DEMO_VIDEO_URL } from './academy'
import { REPOSITORY_CONFIG_DIR } from './content'
import { seedDatabase } from './index'
import { DEMO_DOCTOR } from './study'

/**
 * A large customer's data on top of the demo (`npm run seed -- --large`, docs/server.md "A large
 * customer's data"): 200,000 doctors and what they did — comments, votes, orders, tracking, study —
 * so every read a doctor makes meets real volume. Only PostgreSQL: every table is filled by one
 * set-based INSERT … SELECT over generate_series, in a transaction of its own with synchronous_commit off,
 * in id order. Nothing is random: every value is derived from the row's index (hashint8extended with a
 * salt per column), and times from the Asia/Shanghai day of the run, so two runs on one day write the
 * same rows. Indexes, constraints and the counters' triggers stay as the migrations made them.
 */

/** The demo lesson with the hot comment thread: course 1's first video (特应性皮炎的免疫学机制). */
export const LARGE_HOT_LESSON_ID = 1002
/** The running campaign of 2,000 entries and most votes; no content file names it, so a publish keeps it. */
export const LARGE_VOTE_CAMPAIGN_ID = 9001
/** An ended campaign with the rest of the votes. */
export const LARGE_PAST_VOTE_CAMPAIGN_ID = 9002
/** The generated doctors' ids: a range of their own, far above the demo's 10001… and the identity's 100001…. */
export const LARGE_FIRST_ACCOUNT_ID = 1_000_001

/** Counts at scale 1; `scale` multiplies each (rounded, at least 1). */
const FULL_SIZE = {
  doctors: 200_000,
  courses: 5_000,
  comments: 2_000_000,
  hotLessonComments: 50_000,
  commentReplies: 200_000,
  commentLikes: 500_000,
  votes: 5_000_000,
  hotCampaignVotes: 4_500_000,
  hotCampaignEntries: 2_000,
  pastCampaignEntries: 200,
  orders: 1_000_000,
  doctorOrders: 5_000,
  trackingRecords: 10_000_000,
  studyDays: 1_000_000,
  notes: 500_000,
  doctorNotes: 300,
  lessonProgress: 2_000_000,
  doctorLessonProgress: 500,
  likes: 1_000_000,
  favorites: 300_000,
  sprintParticipants: 100_000,
  zoneFollows: 200_000,
  activityRegistrations: 200_000,
} as const

type Sizes = { -readonly [K in keyof typeof FULL_SIZE]: number }

/** Every course has this many lessons (sort_order 1…10), so lesson `o` is lesson o % 10 of course o / 10. */
const LESSONS_PER_COURSE = 10
/** The hot campaign runs 30 days before today to 60 after; its votes are on the 30 days before today. */
const HOT_CAMPAIGN_DAYS_BEFORE = 30
/** The past campaign ran 70 to 10 days before today, 60 days, every one of them voted on. */
const PAST_CAMPAIGN_DAYS = 60
/** Votes a voter casts on a day they vote (the campaigns allow 10 and 3 a day, 1 per entry). */
const VOTES_A_DAY = 3
/** 李医生 (10001) voted in the hot campaign on the 10 days before today, never today. */
const DOCTOR_VOTE_DAYS = 10
/** A year of study days for 李医生. */
const DOCTOR_STUDY_DAYS = 365

const DAY_SECONDS = 86_400

export interface LargeReport {
  /** `inserted` by this run, or `present` from an earlier one (nothing inserted). */
  readonly outcome: 'inserted' | 'present'
  readonly scale: number
  readonly seconds: number
  /** Rows inserted per table on this run (empty when present). */
  readonly rows: Readonly<Record<string, number>>
  /** The generated doctors present. */
  readonly doctors: number
  readonly hot: {
    readonly lessonId: number
    readonly voteCampaignId: number
    readonly pastVoteCampaignId: number
    /** The bench's doctor 13800000001: 5,000 orders, a year of study days, notes and progress. */
    readonly doctorAccountId: number
    readonly firstDoctorAccountId: number
  }
}

const hot = {
  lessonId: LARGE_HOT_LESSON_ID,
  voteCampaignId: LARGE_VOTE_CAMPAIGN_ID,
  pastVoteCampaignId: LARGE_PAST_VOTE_CAMPAIGN_ID,
  doctorAccountId: DEMO_DOCTOR,
  firstDoctorAccountId: LARGE_FIRST_ACCOUNT_ID,
} as const

// ---------------------------------------------------------------------------------------------- SQL pieces

/** A SQL string literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]::text[]`
const bigintArray = (values: readonly number[]) => `ARRAY[${values.join(', ')}]::bigint[]`

/** A pseudo-random integer in [0, 2^31) from a row index: the same on every run (no random()). */
const hash = (index: string, salt: number) => `(hashint8extended((${index})::bigint, ${salt}) & 2147483647)`
/** A pseudo-random integer in [0, n). */
const pick = (index: string, salt: number, n: number | string) => `(${hash(index, salt)} % (${n}))::int`
/** One of `values`, picked by the index. */
const oneOf = (values: readonly string[], index: string, salt: number) =>
  `(${textArray(values)})[1 + ${pick(index, salt, values.length)}]`
/** `seconds` (a SQL expression) as an interval. */
const seconds = (expression: string) => `((${expression}) * interval '1 second')`

/** The generated doctor of index `d` (0-based). */
const doctorAccount = (d: string) => `(${LARGE_FIRST_ACCOUNT_ID} + (${d}))`
/** A doctor's public id: 24 characters, unique by the hexadecimal id in front. */
const doctorIdOf = (accountId: string) =>
  `('d' || lpad(to_hex(${accountId}), 7, '0') || substr(md5((${accountId})::text), 1, 16))`

/**
 * Row `k` of `rows` rows spread evenly over `groups` groups, in group order (all rows of group 0, then of
 * group 1, …): its group, its slot in the group, and how many slots a group has. Rows of one doctor come
 * together, so the indexes that start with the doctor (and the foreign-key checks) are written in order.
 */
function spread(k: string, rows: number, groups: number) {
  const per = Math.floor(rows / groups)
  // The first `extra` groups have one row more.
  const extra = rows % groups
  const cut = extra * (per + 1)
  const slots = (group: string) => `(${per} + CASE WHEN ${group} < ${extra} THEN 1 ELSE 0 END)`
  if (per === 0) return { group: `(${k})`, slot: '0', slots }
  return {
    group: `(CASE WHEN ${k} < ${cut} THEN ${k} / ${per + 1} ELSE ${extra} + (${k} - ${cut}) / ${per} END)`,
    slot: `(CASE WHEN ${k} < ${cut} THEN ${k} % ${per + 1} ELSE (${k} - ${cut}) % ${per} END)`,
    slots,
  }
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '高',
  '罗',
]
const GIVEN_NAMES = [
  '晓梅',
  '明远',
  '思远',
  '文静',
  '一鸣',
  '嘉禾',
  '思涵',
  '浩然',
  '雨桐',
  '子轩',
  '欣怡',
  '宇航',
  '建国',
  '丽华',
  '志强',
  '秀英',
  '海燕',
  '俊杰',
  '晨曦',
  '佳琪',
  '立新',
  '春燕',
  '国华',
  '婷婷',
]
const HOSPITALS = [
  '华东医科大学附属第一医院',
  '江城市第一人民医院',
  '江城市第二人民医院',
  '南湖皮肤病医院',
  '滨海大学附属医院',
  '燕京医科大学附属医院',
  '北川儿童医院',
  '津港市中心医院',
  '冀州市人民医院',
  '岭南医科大学附属第三医院',
  '珠江市皮肤病防治所',
  '鹏城市人民医院',
  '西岭市人民医院',
  '东岳医学院附属医院',
  '蜀州省人民医院',
  '天山医科大学第一附属医院',
]
const TITLES = ['住院医师', '主治医师', '副主任医师', '主任医师']
const COMMENTS = [
  '讲得很清楚，受益匪浅。',
  '病例分析部分特别实用，门诊马上能用上。',
  '请问课件可以下载吗？',
  '老师的思路很清晰，已经推荐给科室同事。',
  '希望能多讲一些难治性病例的处理。',
  '这个量表的评分细节之前一直没搞明白，今天终于懂了。',
  '打卡，第二遍学习。',
  '生物制剂的筛查流程总结得很到位。',
  '儿童患者的用药剂量能否再详细讲讲？',
  '皮肤镜图片很清晰，收藏了。',
  '感谢分享，期待下一讲。',
  '我们医院也遇到过类似病例，最后是靠病理确诊的。',
  '指南更新的部分讲得很及时。',
  '请问合并妊娠的患者该如何选择治疗方案？',
  '内容扎实，适合规培同学入门。',
  '最后的总结很精炼，建议反复观看。',
  '学习了，回去就按这个流程规范随访。',
  '讲到的不良反应监测很重要，之前确实忽略了。',
  '能否出一期关于联合用药的专题？',
  '视频清晰流畅，讲解深入浅出。',
]
const REPLIES = [
  '同问，期待老师解答。',
  '可以参考最新版的专家共识，里面有详细说明。',
  '我们科的经验是先从小剂量开始。',
  '谢谢分享，很有启发。',
  '同意，这一点在门诊很关键。',
  '已经整理成笔记了，需要的可以私信。',
  '这个问题上一讲里有提到。',
  '赞同楼上的看法。',
]
const NOTES = [
  '要点：先评估病情严重程度，再分层选择治疗方案。',
  '记住筛查清单：结核、乙肝、丙肝、HIV，必要时胸片。',
  '随访节点：治疗 4 周、12 周评估疗效，之后每 3 个月一次。',
  '外用药物按部位选择剂型和强度，面部和皱褶部位避免强效激素。',
  '皮肤镜特征：注意血管形态和色素网的分布。',
  '患者教育很重要：保湿、避免诱因、规律复诊。',
  '鉴别诊断列出至少三种，必要时行病理检查。',
  '疗效评估使用标准化评分，记录治疗前基线。',
  '儿童用药按体重计算剂量，关注生长发育。',
  '不良反应出现时先评估严重程度，再决定是否停药。',
]
const REGIONS = ['华东赛区', '华北赛区', '华南赛区', '西部赛区']
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 13; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Mobile Safari/537.36',
]
const GENERAL_EVENTS = ['visit', 'exposure', 'exposure', 'click', 'scroll_percent']
const CLICK_TAGS = ['course_card', 'play', 'favorite', 'like', 'comment', 'share', 'vote', 'banner']

/** The routes of the repository's pages.json (name and path): what tracking records name. */
function repositoryRoutes(): { name: string; path: string }[] {
  const pages = JSON.parse(readFileSync(join(REPOSITORY_CONFIG_DIR, 'pages.json'), 'utf8')) as {
    pages: { name: string; path: string }[]
  }
  return pages.pages.map(({ name, path }) => ({ name, path }))
}

// ---------------------------------------------------------------------------------------------- the plan

/** What the steps need to know: sizes, the day, the ids the tables already hold, demo rows by id. */
interface Plan {
  readonly scale: number
  readonly size: Sizes
  /** yyyy-mm-dd (Asia/Shanghai) of the run, and 00:00 of it as a SQL timestamptz. */
  readonly today: string
  readonly midnight: string
  /** 00:00 of today in ms since the epoch. */
  readonly midnightMs: number
  /** The last id each table held before the run; generated ids follow it. */
  readonly base: Readonly<Record<IdTable, number>>
  /** Active courses before the run, the templates of the generated ones (course c copies template c % n). */
  readonly templateIds: readonly number[]
  /** The lesson type of each template's generated lessons. */
  readonly templateLessonTypes: readonly string[]
  readonly hotLessonType: string
  readonly hotLessonPublished: string
}

/** Tables whose generated rows take explicit ids after the ones present (rows other tables name). */
const ID_TABLES = [
  'academy_course',
  'lesson',
  'vote_region',
  'vote_item',
  'vote_record',
  'sns_comment',
  'shop_order',
  'tracking_record',
] as const
type IdTable = (typeof ID_TABLES)[number]

/** The counts at a scale; throws when a scale leaves too few rows to pick distinct ones from. */
function sizesAt(scale: number): Sizes {
  const size = {} as Sizes
  for (const [key, full] of Object.entries(FULL_SIZE) as [keyof Sizes, number][]) {
    size[key] = Math.max(1, Math.round(full * scale))
  }
  // The hot thread is one part of the comments, the hot campaign's votes part of the votes.
  size.comments = Math.max(size.comments, size.hotLessonComments + 1)
  size.votes = Math.max(size.votes, size.hotCampaignVotes + 1)
  size.orders = Math.max(size.orders, size.doctorOrders + 1)
  // 李医生's progress is on distinct lessons, his notes on those lessons.
  size.doctorLessonProgress = Math.min(size.doctorLessonProgress, size.courses * LESSONS_PER_COURSE)
  // A doctor's likes, favorites and lessons watched are different ones, so are a comment's likers.
  const lessons = size.courses * LESSONS_PER_COURSE
  const apart: [string, number, number, number][] = [
    ['likes per doctor', size.likes, size.doctors, lessons],
    ['favorites per doctor', size.favorites, size.doctors, size.courses],
    ['lessons watched per doctor', size.lessonProgress, size.doctors, lessons],
    [
      'likes per comment',
      size.commentLikes,
      Math.min(size.comments, size.hotLessonComments * 2),
      size.doctors,
    ],
  ]
  for (const [what, rows, groups, choices] of apart) {
    if (Math.ceil(rows / groups) > choices)
      throw new Error(`scale ${scale}: more ${what} than there are to pick`)
  }
  return size
}

/** The identity sequence of a table's id column, schema-qualified as PostgreSQL names it. */
async function sequenceOf(executor: SqlExecutor, table: string): Promise<string> {
  const [row] = await executor.query<{ name: string | null }>(
    `SELECT pg_get_serial_sequence($1, 'id') AS name`,
    [table],
  )
  if (!row?.name) throw new Error(`table ${table} has no identity column id`)
  return row.name
}

/** The last id of a table: its largest row or its identity's last value, whichever is higher. */
async function lastId(executor: SqlExecutor, table: string): Promise<number> {
  const sequence = await sequenceOf(executor, table)
  const [row] = await executor.query<{ last: string }>(
    `SELECT greatest((SELECT last_value FROM ${sequence}), (SELECT coalesce(max(id), 0) FROM ${table})) AS last`,
  )
  return Number(row?.last ?? 0)
}

/** Moves a table's identity past its rows, so the server's own inserts never take a generated id. */
async function moveIdentityPastRows(executor: SqlExecutor, table: string): Promise<void> {
  const sequence = await sequenceOf(executor, table)
  await executor.query(
    `SELECT setval($1, greatest((SELECT max(id) FROM ${table}), (SELECT last_value FROM ${sequence})))`,
    [sequence],
  )
}

// ---------------------------------------------------------------------------------------------- steps

interface Step {
  /** The tables the step fills, named in its error. */
  readonly name: string
  /** Runs the step's statements in its transaction; answers rows inserted per table. */
  run(tx: SqlExecutor): Promise<Record<string, number>>
}

/** Runs one INSERT … RETURNING 1 and answers how many rows it inserted. */
async function insertCounted(tx: SqlExecutor, insert: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH inserted AS (${insert} RETURNING 1) SELECT count(*)::int AS n FROM inserted`,
  )
  return row?.n ?? 0
}

function doctorSteps(plan: Plan): Step[] {
  const { size, midnight } = plan
  return [
    {
      name: 'account',
      async run(tx) {
        await tx.query(`
          INSERT INTO account (id, doctor_id, mobile_country_code, mobile, name, accurate_auth, identity,
                               identity_status, hospital, department, title, created_at)
          SELECT id, ${doctorIdOf('id')}, '86', '177' || lpad((d + 1)::text, 8, '0'),
                 ${oneOf(SURNAMES, 'd', 1)} || ${oneOf(GIVEN_NAMES, 'd', 2)},
                 CASE WHEN certified < 90 THEN 2 ELSE 0 END,
                 CASE WHEN certified < 95 THEN 'DOCTOR' ELSE '' END,
                 CASE WHEN certified < 90 THEN 'APPROVED' WHEN certified < 95 THEN 'PENDING' ELSE 'UNSUBMITTED' END,
                 ${oneOf(HOSPITALS, 'd', 3)}, '皮肤科', ${oneOf(TITLES, 'd', 4)},
                 ${midnight} - ${seconds(`${400 * DAY_SECONDS} + ${pick('d', 5, 700 * DAY_SECONDS)}`)}
            FROM (SELECT d, ${doctorAccount('d')} AS id, ${pick('d', 6, 100)} AS certified
                    FROM generate_series(0, ${size.doctors - 1}) AS d) AS g`)
        await moveIdentityPastRows(tx, 'account')
        return { account: size.doctors }
      },
    },
    {
      name: 'account_role',
      async run(tx) {
        await tx.query(`
          INSERT INTO account_role (account_id, role_name)
          SELECT ${doctorAccount('d')}, 'ROLE_DOCTOR' FROM generate_series(0, ${size.doctors - 1}) AS d`)
        return { account_role: size.doctors }
      },
    },
  ]
}

/** The generated course of index `c` (0-based) and the lesson of index `o` (0-based). */
const courseId = (plan: Plan, c: string) => `(${plan.base.academy_course} + 1 + (${c}))`
const lessonId = (plan: Plan, o: string) => `(${plan.base.lesson} + 1 + (${o}))`
const lessonCourse = (o: string) => `((${o}) / ${LESSONS_PER_COURSE})`
/** The type of lesson `o`: its course's template's. */
const lessonTypeOf = (plan: Plan, o: string) =>
  `(${textArray(plan.templateLessonTypes)})[1 + ${lessonCourse(o)} % ${plan.templateIds.length}]`
/** What a player reports as the length of lesson `o` (the demo clip; an article has none). */
const playedSecondsOf = (type: string) =>
  `(CASE WHEN ${type} = 'ARTICLE' THEN 0 ELSE ${DEMO_CLIP_SECONDS} END)`

function academySteps(plan: Plan): Step[] {
  const { size, midnight } = plan
  const lessons = size.courses * LESSONS_PER_COURSE
  return [
    {
      name: 'academy_course',
      async run(tx) {
        // Course c copies template c % n (category, type, kind, cover, tags, introduction); 30 % are free.
        await tx.query(`
          INSERT INTO academy_course (id, title, subtitle, big_pic_url, course_type, kind, category, tags,
                                      lecturer_id, price, original_price, status, advanced, introduction,
                                      view_count, created_at)
          SELECT g.id, t.title || ' · 第' || (g.c / ${plan.templateIds.length} + 1) || '期', t.subtitle,
                 t.big_pic_url, t.course_type, t.kind, t.category, t.tags,
                 l.ids[1 + ${pick('g.c', 11, 'array_length(l.ids, 1)')}],
                 g.price, g.price + CASE WHEN g.price > 0 THEN 100 ELSE 0 END, 'ACTIVE', t.advanced,
                 t.introduction, 2000 + ${pick('g.c', 12, 60_000)},
                 ${midnight} - ${seconds(`${400 * DAY_SECONDS} + ${pick('g.c', 13, 600 * DAY_SECONDS)}`)}
            FROM (SELECT c, ${courseId(plan, 'c')} AS id,
                         (${bigintArray(plan.templateIds)})[1 + c % ${plan.templateIds.length}] AS template,
                         CASE WHEN c > 0 AND ${pick('c', 14, 10)} < 3 THEN 0 ELSE 49 + ${pick('c', 15, 8)} * 50 END AS price
                    FROM generate_series(0, ${size.courses - 1}) AS c) AS g
            JOIN academy_course t ON t.id = g.template
           CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM lecturer) AS l
           ORDER BY g.id`)
        await moveIdentityPastRows(tx, 'academy_course')
        return { academy_course: size.courses }
      },
    },
    {
      name: 'lesson',
      async run(tx) {
        // Lessons of a live course are weekly broadcasts after the course opened (all over, with replays).
        await tx.query(`
          INSERT INTO lesson (id, course_id, title, lesson_type, lecturer_id, big_pic_url, duration, free_preview,
                              sort_order, view_count, content, introduction, video_url, poster_url, copyright,
                              live_start_time, live_end_time, stream_url, replay_url, online_count_base,
                              published_at)
          SELECT x.id, x.course_id, x.title, x.type, x.lecturer_id, x.big_pic_url,
                 CASE x.type WHEN 'ARTICLE' THEN NULL WHEN 'LIVE' THEN 5400 ELSE ${DEMO_CLIP_SECONDS} END,
                 x.j < 2, x.j + 1, 200 + ${pick('x.id', 21, 20_000)},
                 CASE WHEN x.type = 'ARTICLE'
                      THEN '<h2>' || x.title || '</h2><p>本文为《' || x.course_title || '》的学习材料，围绕' ||
                           x.category || '的临床问题展开，建议结合病例阅读。</p>'
                      ELSE '' END,
                 CASE WHEN x.type = 'ARTICLE' THEN ''
                      ELSE '<p>《' || x.title || '》是课程《' || x.course_title || '》的一讲，围绕' || x.category ||
                           '的临床问题展开，配合病例图片讲解。</p>' END,
                 CASE WHEN x.type IN ('VIDEO', 'SHORT_VIDEO') THEN ${literal(DEMO_VIDEO_URL)} ELSE '' END,
                 CASE WHEN x.type = 'ARTICLE' THEN '' ELSE x.big_pic_url END,
                 CASE WHEN x.type = 'ARTICLE' THEN (ARRAY['PLATFORM', 'PERSONAL', 'ALL'])[1 + x.id % 3]
                      ELSE 'PLATFORM' END,
                 CASE WHEN x.type = 'LIVE' THEN x.live_start END,
                 CASE WHEN x.type = 'LIVE' THEN x.live_start + interval '2 hours' END,
                 CASE WHEN x.type = 'LIVE' THEN ${literal(DEMO_STREAM_URL)} ELSE '' END,
                 CASE WHEN x.type = 'LIVE' THEN ${literal(DEMO_VIDEO_URL)} ELSE '' END,
                 CASE WHEN x.type = 'LIVE' THEN 200 + (x.id % 7) * 173 ELSE 0 END,
                 CASE WHEN x.type = 'LIVE' THEN x.live_start - interval '1 day'
                      ELSE x.created_at + x.j * interval '1 hour' END
            FROM (SELECT g.id, g.j, g.type, c.id AS course_id, c.title || ' · 第' || (g.j + 1) || '讲' AS title,
                         c.title AS course_title, c.category, c.lecturer_id, c.big_pic_url, c.created_at,
                         c.created_at + (g.j + 1) * interval '7 days' + interval '11 hours' AS live_start
                    FROM (SELECT o % ${LESSONS_PER_COURSE} AS j, ${lessonId(plan, 'o')} AS id,
                                 ${courseId(plan, lessonCourse('o'))} AS course_id, ${lessonTypeOf(plan, 'o')} AS type
                            FROM generate_series(0, ${lessons - 1}) AS o) AS g
                    JOIN academy_course c ON c.id = g.course_id) AS x
           ORDER BY x.id`)
        await moveIdentityPastRows(tx, 'lesson')
        return { lesson: lessons }
      },
    },
  ]
}

/** A vote campaign the generator owns: its days, entries and votes. */
interface Campaign {
  readonly id: number
  /** The first day (yyyy-mm-dd) of its voted days, and how many days were voted on. */
  readonly firstDay: string
  readonly days: number
  readonly entries: number
  readonly votes: number
  /** Its first entry's id is firstItemId + 1; its first record's firstRecordId + 1. */
  readonly firstItemId: number
  readonly firstRecordId: number
  readonly regions: boolean
  readonly salt: number
}

/** yyyy-mm-dd `days` after `day` (negative: before). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_SECONDS * 1000).toISOString().slice(0, 10)
}

function campaignsOf(plan: Plan): { hot: Campaign; past: Campaign; doctorVotes: number } {
  const { size, today, base } = plan
  const doctorVotes = DOCTOR_VOTE_DAYS * Math.min(VOTES_A_DAY, size.hotCampaignEntries)
  const hotCampaign: Campaign = {
    id: LARGE_VOTE_CAMPAIGN_ID,
    firstDay: dayAfter(today, -HOT_CAMPAIGN_DAYS_BEFORE),
    days: HOT_CAMPAIGN_DAYS_BEFORE,
    entries: size.hotCampaignEntries,
    votes: size.hotCampaignVotes,
    firstItemId: base.vote_item,
    firstRecordId: base.vote_record,
    regions: true,
    salt: 300,
  }
  const pastCampaign: Campaign = {
    id: LARGE_PAST_VOTE_CAMPAIGN_ID,
    firstDay: dayAfter(today, -(PAST_CAMPAIGN_DAYS + 10)),
    days: PAST_CAMPAIGN_DAYS,
    entries: size.pastCampaignEntries,
    votes: size.votes - size.hotCampaignVotes - doctorVotes,
    firstItemId: base.vote_item + size.hotCampaignEntries,
    firstRecordId: base.vote_record + size.hotCampaignVotes + doctorVotes,
    regions: false,
    salt: 400,
  }
  for (const campaign of [hotCampaign, pastCampaign]) {
    // A voter's votes of one day are on different entries, their days different days (the limits).
    const slots = Math.ceil(campaign.votes / size.doctors)
    const perDay = Math.min(VOTES_A_DAY, campaign.entries)
    if (Math.ceil(slots / perDay) > campaign.days) {
      throw new Error(`campaign ${campaign.id}: ${campaign.votes} votes need more than ${campaign.days} days`)
    }
  }
  return { hot: hotCampaign, past: pastCampaign, doctorVotes }
}

/** `day` (yyyy-mm-dd) + `dayOffset` days + `secondOffset` seconds, Asia/Shanghai, as a SQL timestamptz. */
const shanghaiTime = (day: string, dayOffset: string, secondOffset: string) =>
  `(((${literal(day)}::date + (${dayOffset}))::timestamp + ${seconds(secondOffset)}) AT TIME ZONE 'Asia/Shanghai')`

/**
 * The votes of a campaign, voter by voter (the doctors share them out evenly): a voter's slot s is cast on
 * their day (h + s / 3) mod days, three a day on three different entries, so no voter passes a limit.
 * Entries are picked with a skew (the square of a uniform draw): a few lead, most trail, as in a real
 * ranking.
 */
function campaignVotes(plan: Plan, campaign: Campaign): string {
  const perDay = Math.min(VOTES_A_DAY, campaign.entries)
  const apart = Math.floor(campaign.entries / perDay)
  const { salt, entries } = campaign
  const voter = spread('k', campaign.votes, plan.size.doctors)
  const region = campaign.regions ? `${plan.base.vote_region} + 1 + n % ${REGIONS.length}` : 'NULL::bigint'
  return `
    INSERT INTO vote_record (id, promotion_id, item_id, account_id, region_id, vote_day, created_at)
    SELECT ${campaign.firstRecordId} + 1 + k, ${campaign.id}, ${campaign.firstItemId} + n, ${doctorAccount('v')},
           ${region}, ${literal(campaign.firstDay)}::date + d,
           ${shanghaiTime(campaign.firstDay, 'd', `${8 * 3600} + ${pick('k', salt + 1, 14 * 3600)}`)}
      FROM (SELECT k, v, (${pick('v', salt, campaign.days)} + s / ${perDay}) % ${campaign.days} AS d,
                   1 + (floor(${entries} * power(${hash(`v * 64 + s / ${perDay}`, salt + 2)} / 2147483648.0, 2))::int
                        + (s % ${perDay}) * ${apart}) % ${entries} AS n
              FROM (SELECT k, ${voter.group} AS v, ${voter.slot} AS s
                      FROM generate_series(0, ${campaign.votes - 1}) AS k OFFSET 0) AS slot) AS vote`
}

/**
 * The campaign's voters (the lock rows every vote needs first): each doctor who voted, first voting on
 * the earliest of their days at 08:00, before any of their votes.
 */
function campaignVoters(plan: Plan, campaign: Campaign): string {
  const { doctors } = plan.size
  const perDay = Math.min(VOTES_A_DAY, campaign.entries)
  const { slots } = spread('0', campaign.votes, doctors)
  return `
    INSERT INTO vote_voter (promotion_id, account_id, first_voted_at)
    SELECT ${campaign.id}, ${doctorAccount('v')},
           ${shanghaiTime(campaign.firstDay, `CASE WHEN h + groups - 1 >= ${campaign.days} THEN 0 ELSE h END`, `${8 * 3600}`)}
      FROM (SELECT v, ${pick('v', campaign.salt, campaign.days)} AS h, (${slots('v')} + ${perDay} - 1) / ${perDay} AS groups
              FROM generate_series(0, ${Math.min(doctors, campaign.votes) - 1}) AS v) AS voter`
}

function voteSteps(plan: Plan): Step[] {
  const { midnight, base, today } = plan
  const campaigns = campaignsOf(plan)
  const { hot: hotCampaign, past } = campaigns
  const doctorPerDay = Math.min(VOTES_A_DAY, hotCampaign.entries)
  const doctorFirstDay = dayAfter(today, -DOCTOR_VOTE_DAYS)
  const rules = (daily: number) =>
    JSON.stringify([
      {
        type: 'vote',
        title: '投票规则',
        html: `<p>每位认证医生每天可投 ${daily} 票，每天对同一位候选人限投 1 票。</p>`,
      },
      { type: 'privacy', title: '隐私说明', html: '<p>投票记录仅用于统计结果，不对外公开。</p>' },
    ])
  const entry = (campaign: Campaign) => `
    INSERT INTO vote_item (id, promotion_id, region_id, number, title, subtitle, pic_url, summary, content_type)
    SELECT ${campaign.firstItemId} + n, ${campaign.id},
           ${campaign.regions ? `${base.vote_region} + 1 + n % ${REGIONS.length}` : 'NULL'}, n,
           ${oneOf(SURNAMES, `n + ${campaign.salt}`, 31)} || ${oneOf(GIVEN_NAMES, `n + ${campaign.salt}`, 32)},
           ${oneOf(HOSPITALS, `n + ${campaign.salt}`, 33)} || ' · 皮肤科',
           '/media/avatars/commenter-' || (1 + n % 8) || '.svg',
           '从事皮肤科临床工作 ' || (5 + ${pick(`n + ${campaign.salt}`, 34, 25)}) || ' 年，擅长' ||
             ${oneOf(['银屑病', '特应性皮炎', '痤疮', '白癜风', '皮肤肿瘤', '皮肤镜诊断'], `n + ${campaign.salt}`, 35)} ||
             '的诊治。',
           'NONE'
      FROM generate_series(1, ${campaign.entries}) AS n`
  return [
    {
      name: 'vote_promotion, vote_region, vote_item',
      async run(tx) {
        const taken = await tx.query<{ id: string }>(
          'SELECT id FROM vote_promotion WHERE id = ANY($1::bigint[])',
          [[hotCampaign.id, past.id]],
        )
        if (taken.length > 0) {
          throw new Error(
            `vote campaign ${taken.map((row) => row.id).join(', ')} exists already: not ours to fill`,
          )
        }
        await tx.query(
          `INSERT INTO vote_promotion (id, title, subtitle, start_time, end_time, banner_url, share_title,
                                       share_desc, share_img, rules, daily_limit, total_limit, item_daily_limit,
                                       token_expiration_hours, created_at)
           VALUES ($1, '2026「全国皮肤科好医生」人气评选', '2,000 位候选医生，每天 10 票，为你心中的好医生投票',
                   ${midnight} - interval '${HOT_CAMPAIGN_DAYS_BEFORE} days', ${midnight} + interval '60 days',
                   '/media/covers/banner-home.svg', '为全国皮肤科好医生投票', '每天 10 票，支持你心中的好医生',
                   '/media/covers/banner-home.svg', $3::jsonb, 10, NULL, 1, 24,
                   ${midnight} - interval '${HOT_CAMPAIGN_DAYS_BEFORE + 1} days'),
                  ($2, '2026「皮肤镜读片之星」评选', '已结束：感谢每一位参与投票的医生',
                   ${midnight} - interval '${PAST_CAMPAIGN_DAYS + 10} days', ${midnight} - interval '10 days',
                   '/media/covers/banner-dermoscopy-live.svg', '皮肤镜读片之星评选结果', '感谢参与',
                   '/media/covers/banner-dermoscopy-live.svg', $4::jsonb, 3, NULL, 1, 24,
                   ${midnight} - interval '${PAST_CAMPAIGN_DAYS + 11} days')`,
          [hotCampaign.id, past.id, rules(10), rules(3)],
        )
        await moveIdentityPastRows(tx, 'vote_promotion')
        await tx.query(`
          INSERT INTO vote_region (id, promotion_id, name, sort_order)
          SELECT ${base.vote_region} + 1 + r, ${hotCampaign.id}, (${textArray(REGIONS)})[1 + r], r
            FROM generate_series(0, ${REGIONS.length - 1}) AS r`)
        await moveIdentityPastRows(tx, 'vote_region')
        await tx.query(entry(hotCampaign))
        await tx.query(entry(past))
        await moveIdentityPastRows(tx, 'vote_item')
        return {
          vote_promotion: 2,
          vote_region: REGIONS.length,
          vote_item: hotCampaign.entries + past.entries,
        }
      },
    },
    {
      name: 'vote_voter',
      async run(tx) {
        await tx.query(campaignVoters(plan, hotCampaign))
        await tx.query(
          `INSERT INTO vote_voter (promotion_id, account_id, first_voted_at)
           VALUES (${hotCampaign.id}, ${DEMO_DOCTOR}, ${shanghaiTime(doctorFirstDay, '0', `${8 * 3600}`)})`,
        )
        await tx.query(campaignVoters(plan, past))
        const voters =
          Math.min(plan.size.doctors, hotCampaign.votes) + 1 + Math.min(plan.size.doctors, past.votes)
        return { vote_voter: voters }
      },
    },
    {
      name: 'vote_record',
      async run(tx) {
        await tx.query(campaignVotes(plan, hotCampaign))
        // 李医生's votes: three entries a day on the days before today; today's votes are all his to cast.
        await tx.query(`
          INSERT INTO vote_record (id, promotion_id, item_id, account_id, region_id, vote_day, created_at)
          SELECT ${hotCampaign.firstRecordId + hotCampaign.votes} + 1 + q, ${hotCampaign.id},
                 ${hotCampaign.firstItemId} + n, ${DEMO_DOCTOR}, ${base.vote_region} + 1 + n % ${REGIONS.length},
                 ${literal(doctorFirstDay)}::date + d, ${shanghaiTime(doctorFirstDay, 'd', `${9 * 3600} + q * 60`)}
            FROM (SELECT q, q / ${doctorPerDay} AS d, 1 + q % ${hotCampaign.entries} AS n
                    FROM generate_series(0, ${campaigns.doctorVotes - 1}) AS q) AS vote`)
        await tx.query(campaignVotes(plan, past))
        await moveIdentityPastRows(tx, 'vote_record')
        return { vote_record: hotCampaign.votes + campaigns.doctorVotes + past.votes }
      },
    },
  ]
}

function socialSteps(plan: Plan): Step[] {
  const { size, midnight, base } = plan
  const { doctors, courses } = size
  const lessons = courses * LESSONS_PER_COURSE
  const hotComments = size.hotLessonComments
  const otherComments = size.comments - hotComments
  const comment = (index: string) => `(${base.sns_comment} + 1 + (${index}))`
  // The hot thread runs from the lesson's publication to 4 days before the run (the demo's own comments,
  // hours old, stay the newest).
  const hotSpan = `greatest(3600, extract(epoch FROM (${midnight} - interval '4 days' - ${literal(plan.hotLessonPublished)}::timestamptz))::bigint)`
  // The other comments go to every generated lesson (under its type, as the API names lessons) and to
  // every course's 互动 and 问答 boards, object by object.
  const onObject = spread('m', otherComments, lessons + 2 * courses)
  // Replies and likes are on the hot thread and the first other comments.
  const answered = Math.min(size.comments, hotComments * 2)
  const replied = spread('q', size.commentReplies, answered)
  const liked = spread('q', size.commentLikes, answered)
  const likes = spread('q', size.likes, doctors)
  const favorites = spread('q', size.favorites, doctors)
  return [
    {
      name: 'sns_comment',
      async run(tx) {
        await tx.query(`
          INSERT INTO sns_comment (id, account_id, object_type, object_id, content, created_at, deleted_at)
          SELECT id, account_id, ${literal(plan.hotLessonType)}, ${LARGE_HOT_LESSON_ID}, content, created_at,
                 CASE WHEN ${pick('k', 41, 100)} = 0 THEN created_at + interval '1 hour' END
            FROM (SELECT k, ${comment('k')} AS id, ${doctorAccount(pick('k', 42, doctors))} AS account_id,
                         ${oneOf(COMMENTS, 'k', 43)} AS content,
                         ${literal(plan.hotLessonPublished)}::timestamptz
                           + ${seconds(`k * ${hotSpan} / ${hotComments} + ${pick('k', 44, 60)}`)} AS created_at
                    FROM generate_series(0, ${hotComments - 1}) AS k) AS c`)
        // Over the 300 days before the run.
        await tx.query(`
          INSERT INTO sns_comment (id, account_id, object_type, object_id, content, created_at, deleted_at)
          SELECT id, account_id,
                 CASE WHEN g < ${lessons} THEN ${lessonTypeOf(plan, 'g')}
                      WHEN g % 2 = 0 THEN 'COURSE_INTERACTION' ELSE 'COURSE_QUESTION' END,
                 CASE WHEN g < ${lessons} THEN ${lessonId(plan, 'g')}
                      ELSE ${courseId(plan, `(g - ${lessons}) / 2`)} END,
                 content, created_at, CASE WHEN ${pick('m', 45, 100)} = 0 THEN created_at + interval '1 hour' END
            FROM (SELECT m, ${comment(`${hotComments} + m`)} AS id, ${onObject.group} AS g,
                         ${doctorAccount(pick('m', 48, doctors))} AS account_id, ${oneOf(COMMENTS, 'm', 49)} AS content,
                         ${midnight} - interval '4 days' - ${seconds(pick('m', 50, 300 * DAY_SECONDS))} AS created_at
                    FROM generate_series(0, ${otherComments - 1}) AS m OFFSET 0) AS c`)
        await moveIdentityPastRows(tx, 'sns_comment')
        // Its views: at least four per comment of the thread.
        await tx.query(
          `UPDATE lesson SET view_count = greatest(view_count, ${hotComments * 4}) WHERE id = $1`,
          [LARGE_HOT_LESSON_ID],
        )
        return { sns_comment: size.comments }
      },
    },
    {
      name: 'sns_comment_reply',
      async run(tx) {
        // Comment by comment; 3 replies in 10 answer the comment's author by name.
        await tx.query(`
          INSERT INTO sns_comment_reply (comment_id, account_id, reply_to_account_id, content, created_at)
          SELECT c.id, ${doctorAccount(pick('r.q', 51, doctors))},
                 CASE WHEN ${pick('r.q', 52, 10)} < 3 THEN c.account_id END,
                 ${oneOf(REPLIES, 'r.q', 53)}, c.created_at + ${seconds(`3600 + ${pick('r.q', 54, 72 * 3600)}`)}
            FROM (SELECT q, ${comment(replied.group)} AS comment_id
                    FROM generate_series(0, ${size.commentReplies - 1}) AS q) AS r
            JOIN sns_comment c ON c.id = r.comment_id
           ORDER BY r.q`)
        return { sns_comment_reply: size.commentReplies }
      },
    },
    {
      name: 'sns_comment_like',
      async run(tx) {
        // Comment by comment, each like by a different doctor.
        await tx.query(`
          INSERT INTO sns_comment_like (account_id, comment_id, created_at)
          SELECT ${doctorAccount(`(${pick('l.p', 61, doctors)} + l.s) % ${doctors}`)}, c.id,
                 c.created_at + ${seconds(`600 + ${pick('l.q', 62, 48 * 3600)}`)}
            FROM (SELECT q, ${liked.group} AS p, ${liked.slot} AS s
                    FROM generate_series(0, ${size.commentLikes - 1}) AS q OFFSET 0) AS l
            JOIN sns_comment c ON c.id = ${comment('l.p')}
           ORDER BY l.q`)
        return { sns_comment_like: size.commentLikes }
      },
    },
    {
      name: 'sns_like',
      async run(tx) {
        // Doctor by doctor: consecutive lessons (of one course, mostly) from one of their own.
        await tx.query(`
          INSERT INTO sns_like (account_id, object_type, object_id, created_at)
          SELECT ${doctorAccount('a')}, ${lessonTypeOf(plan, 'o')}, ${lessonId(plan, 'o')},
                 ${midnight} - ${seconds(pick('q', 72, 300 * DAY_SECONDS))}
            FROM (SELECT q, a, (${pick('a', 71, lessons)} + s) % ${lessons} AS o
                    FROM (SELECT q, ${likes.group} AS a, ${likes.slot} AS s
                            FROM generate_series(0, ${size.likes - 1}) AS q OFFSET 0) AS g) AS l`)
        return { sns_like: size.likes }
      },
    },
    {
      name: 'sns_favorite',
      async run(tx) {
        // Doctor by doctor: courses on the want-to-learn list, or (1 in 5) a course's first lesson.
        await tx.query(`
          INSERT INTO sns_favorite (account_id, object_type, object_id, object_title, object_pic_url,
                                    object_owner_module, created_at)
          SELECT ${doctorAccount('f.a')},
                 CASE WHEN f.lesson THEN ${lessonTypeOf(plan, `f.p * ${LESSONS_PER_COURSE}`)} ELSE 'COURSE' END,
                 CASE WHEN f.lesson THEN ${lessonId(plan, `f.p * ${LESSONS_PER_COURSE}`)} ELSE c.id END,
                 CASE WHEN f.lesson THEN c.title || ' · 第1讲' ELSE c.title END, c.big_pic_url,
                 CASE WHEN f.lesson THEN 'OTHER' ELSE 'ACADEMY' END,
                 ${midnight} - ${seconds(pick('f.q', 81, 300 * DAY_SECONDS))}
            FROM (SELECT q, a, (${pick('a', 82, courses)} + s) % ${courses} AS p, ${pick('q', 83, 5)} = 0 AS lesson
                    FROM (SELECT q, ${favorites.group} AS a, ${favorites.slot} AS s
                            FROM generate_series(0, ${size.favorites - 1}) AS q OFFSET 0) AS g) AS f
            JOIN academy_course c ON c.id = ${courseId(plan, 'f.p')}
           ORDER BY f.q`)
        return { sns_favorite: size.favorites }
      },
    },
  ]
}

/**
 * The orders: 李医生's first, then doctor by doctor (sharing the rest out evenly), each of one paid course.
 * A doctor's course of slot s is (h + s) mod paid courses, so paid orders never repeat a course (one
 * active purchase per doctor and course); only when slots run past the catalogue (李医生's 5,000) do they
 * repeat, as unpaid ones.
 */
function orderPlan(plan: Plan): string {
  const { size } = plan
  // Every order names a paid course; course 0 is always one (see the course step).
  const paid = `(SELECT count(*)::int FROM academy_course WHERE id > ${plan.base.academy_course} AND price > 0)`
  const buyer = spread(`(k - ${size.doctorOrders})`, size.orders - size.doctorOrders, size.doctors)
  return `
    SELECT k, ${plan.base.shop_order} + 1 + k AS id, account_id, (first + slot) % ${paid} AS p, slot / ${paid} AS round,
           ${plan.midnight} - interval '8 days' - ${seconds(pick('k', 91, 350 * DAY_SECONDS))} AS created_at
      FROM (SELECT k, CASE WHEN k < ${size.doctorOrders} THEN ${DEMO_DOCTOR} ELSE ${doctorAccount('a')} END AS account_id,
                   CASE WHEN k < ${size.doctorOrders} THEN 0 ELSE ${pick('a', 92, paid)} END AS first,
                   CASE WHEN k < ${size.doctorOrders} THEN k ELSE s END AS slot
              FROM (SELECT k, ${buyer.group} AS a, ${buyer.slot} AS s
                      FROM generate_series(0, ${size.orders - 1}) AS k OFFSET 0) AS g) AS o`
}

const PAID_COURSES = (plan: Plan) => `
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS p, id, price, title, big_pic_url
    FROM academy_course WHERE id > ${plan.base.academy_course} AND price > 0`

function orderSteps(plan: Plan): Step[] {
  const { size } = plan
  return [
    {
      name: 'shop_order',
      async run(tx) {
        // 45 % fulfilled, 5 % refunded, 25 % cancelled, 15 % never paid (past expire_at: read as CLOSE),
        // 10 % payment failed; a repeated course is never paid again.
        await tx.query(`
          INSERT INTO shop_order (id, order_no, account_id, status, total_amount, discount_amount, pay_amount,
                                  created_at, paid_at, closed_at, refunded_at, expire_at)
          SELECT id, to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') ||
                       lpad((id % 1000000)::text, 6, '0'),
                 account_id, status, price, discount, price - discount, created_at,
                 CASE WHEN status IN ('SUCCESS', 'AFTER') THEN created_at + interval '2 minutes' END,
                 CASE WHEN status = 'CLOSE' THEN created_at + interval '12 minutes' END,
                 CASE WHEN status = 'AFTER' THEN created_at + interval '3 days' END,
                 created_at + interval '30 minutes'
            FROM (SELECT o.id, o.account_id, o.created_at, c.price, s.status,
                         CASE WHEN s.status IN ('SUCCESS', 'AFTER') AND c.price >= 50 AND ${pick('o.k', 93, 5)} = 0
                              THEN 20 ELSE 0 END AS discount
                    FROM (${orderPlan(plan)}) AS o
                    JOIN (${PAID_COURSES(plan)}) AS c ON c.p = o.p
                   CROSS JOIN LATERAL (
                         SELECT CASE WHEN o.round > 0 THEN ${oneOf(['CLOSE', 'CREATE', 'REJECT'], 'o.k', 94)}
                                     WHEN ${pick('o.k', 95, 100)} < 45 THEN 'SUCCESS'
                                     WHEN ${pick('o.k', 95, 100)} < 50 THEN 'AFTER'
                                     WHEN ${pick('o.k', 95, 100)} < 75 THEN 'CLOSE'
                                     WHEN ${pick('o.k', 95, 100)} < 90 THEN 'CREATE'
                                     ELSE 'REJECT' END AS status) AS s) AS priced
           ORDER BY id`)
        await moveIdentityPastRows(tx, 'shop_order')
        return { shop_order: size.orders }
      },
    },
    {
      name: 'shop_order_item',
      async run(tx) {
        await tx.query(`
          INSERT INTO shop_order_item (order_id, object_type, object_id, sku_id, title, pic_url, price, count)
          SELECT o.id, 'COURSE', c.id, c.id, c.title, c.big_pic_url, c.price, 1
            FROM (${orderPlan(plan)}) AS o
            JOIN (${PAID_COURSES(plan)}) AS c ON c.p = o.p
           ORDER BY o.id`)
        return { shop_order_item: size.orders }
      },
    },
    {
      name: 'course_purchase',
      async run(tx) {
        // What the paid orders opened: held since payment, revoked by the refund.
        const purchases = await insertCounted(
          tx,
          `INSERT INTO course_purchase (account_id, course_id, order_id, granted_at, revoked_at)
           SELECT o.account_id, i.object_id, o.id, o.paid_at + interval '1 minute',
                  CASE WHEN o.status = 'AFTER' THEN o.refunded_at END
             FROM shop_order o JOIN shop_order_item i ON i.order_id = o.id
            WHERE o.id > ${plan.base.shop_order} AND o.status IN ('SUCCESS', 'AFTER')
            ORDER BY o.id`,
        )
        return { course_purchase: purchases }
      },
    },
  ]
}

function learningSteps(plan: Plan): Step[] {
  const { size, midnight } = plan
  const { doctors, courses } = size
  const lessons = courses * LESSONS_PER_COURSE
  const doctorProgress = size.doctorLessonProgress
  const watcher = spread(`(k - ${doctorProgress})`, size.lessonProgress - doctorProgress, doctors)
  const writer = spread(`(k - ${size.doctorNotes})`, size.notes - size.doctorNotes, doctors)
  // The course a doctor follows, lesson after lesson (progress), taking notes in it (notes): one salt.
  const courseOfDoctor = (d: string) => pick(d, 101, courses)
  return [
    {
      name: 'lesson_progress',
      async run(tx) {
        // 李医生 in his first lessons, then doctor by doctor through their course; 55 % finished.
        await tx.query(`
          INSERT INTO lesson_progress (account_id, lesson_id, course_id, seconds, duration, finished, percent,
                                       updated_at)
          SELECT account_id, ${lessonId(plan, 'o')}, ${courseId(plan, lessonCourse('o'))},
                 CASE WHEN finished THEN played ELSE position END, played, finished,
                 CASE WHEN finished THEN 100 WHEN played = 0 THEN 0 ELSE least(100, position * 100 / played) END,
                 ${midnight} - interval '1 day' * CASE WHEN k < ${doctorProgress} THEN 7 ELSE 1 END
                   - ${seconds(pick('k', 103, 200 * DAY_SECONDS))}
            FROM (SELECT k, o, account_id, ${pick('k', 104, 100)} < 55 AS finished, played,
                         ${pick('k', 102, 'played + 1')} AS position
                    FROM (SELECT k, o, account_id, ${playedSecondsOf(lessonTypeOf(plan, 'o'))} AS played
                            FROM (SELECT k, CASE WHEN k < ${doctorProgress} THEN ${DEMO_DOCTOR}
                                                 ELSE ${doctorAccount('a')} END AS account_id,
                                         CASE WHEN k < ${doctorProgress} THEN k
                                              ELSE (${courseOfDoctor('a')} * ${LESSONS_PER_COURSE} + s) % ${lessons} END AS o
                                    FROM (SELECT k, ${watcher.group} AS a, ${watcher.slot} AS s
                                            FROM generate_series(0, ${size.lessonProgress - 1}) AS k OFFSET 0) AS w
                                  OFFSET 0) AS g) AS t) AS p`)
        return { lesson_progress: size.lessonProgress }
      },
    },
    {
      name: 'note',
      async run(tx) {
        // Notes in the lessons the doctor watched (李医生's in his), at a moment of the video.
        await tx.query(`
          INSERT INTO note (account_id, lesson_id, course_id, content, seconds, created_at)
          SELECT account_id, ${lessonId(plan, 'o')}, ${courseId(plan, lessonCourse('o'))},
                 ${oneOf(NOTES, 'k', 111)},
                 CASE WHEN ${lessonTypeOf(plan, 'o')} IN ('VIDEO', 'SHORT_VIDEO')
                      THEN ${pick('k', 112, DEMO_CLIP_SECONDS)} END,
                 ${midnight} - interval '1 day' * CASE WHEN k < ${size.doctorNotes} THEN 7 ELSE 1 END
                   - ${seconds(pick('k', 113, 200 * DAY_SECONDS))}
            FROM (SELECT k, CASE WHEN k < ${size.doctorNotes} THEN ${DEMO_DOCTOR} ELSE ${doctorAccount('a')} END AS account_id,
                         CASE WHEN k < ${size.doctorNotes} THEN ${pick('k', 114, doctorProgress)}
                              ELSE (${courseOfDoctor('a')} * ${LESSONS_PER_COURSE}
                                    + ${pick('k', 115, LESSONS_PER_COURSE)}) % ${lessons} END AS o
                    FROM (SELECT k, ${writer.group} AS a
                            FROM generate_series(0, ${size.notes - 1}) AS k OFFSET 0) AS w OFFSET 0) AS n`)
        return { note: size.notes }
      },
    },
  ]
}

/** The running study sprint (as server/routes/sprint.ts finds it), if there is one. */
async function runningSprint(executor: SqlExecutor): Promise<{ id: number; start: string } | undefined> {
  const [row] = await executor.query<{ id: string; start: Date }>(
    `SELECT id, start_time AS start FROM sprint WHERE start_time <= now() AND end_time > now()
      ORDER BY start_time DESC LIMIT 1`,
  )
  return row ? { id: Number(row.id), start: row.start.toISOString() } : undefined
}

function studySteps(plan: Plan): Step[] {
  const { size, midnight, today } = plan
  const { doctors } = size
  const monthFirst = `${shanghaiMonth(new Date(plan.midnightMs)).month}-01`
  const monthDays =
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${monthFirst}T00:00:00Z`)) / 86_400_000) + 1
  // Participant p studied on k of the month's days so far (1 to 12), each on a different day.
  const studiedDays = `(1 + ${pick('p', 121, Math.min(monthDays, 12))})`
  // A day's study: 1 to 91 minutes.
  const studied = (index: string, salt: number) => `(60 + ${pick(index, salt, 90 * 60)})`
  return [
    {
      name: 'sprint_participant',
      async run(tx) {
        const sprint = await runningSprint(tx)
        if (!sprint) return { sprint_participant: 0 }
        const span = `greatest(1, extract(epoch FROM (${midnight} - ${literal(sprint.start)}::timestamptz))::bigint)`
        await tx.query(`
          INSERT INTO sprint_participant (sprint_id, account_id, target_minutes, joined_at)
          SELECT ${sprint.id}, ${doctorAccount('p')}, (2 + ${pick('p', 122, 4)}) * 300,
                 ${literal(sprint.start)}::timestamptz + ${seconds(`${hash('p', 123)} % ${span}`)}
            FROM generate_series(0, ${size.sprintParticipants - 1}) AS p`)
        return { sprint_participant: size.sprintParticipants }
      },
    },
    {
      name: 'study_day',
      async run(tx) {
        // The sprint's participants on days of this month (its ranking), everyone on earlier days (one a
        // month-long window per slot), 李医生 on the year before today (the demo's days of his stay).
        const month = await insertCounted(
          tx,
          `INSERT INTO study_day (account_id, day, seconds, lessons)
           SELECT ${doctorAccount('p')}, ${literal(monthFirst)}::date + (${pick('p', 124, monthDays)} + j) % ${monthDays},
                  ${studied('p * 31 + j', 125)}, (${studied('p * 31 + j', 125)}) / 1500
             FROM generate_series(0, ${size.sprintParticipants - 1}) AS p
            CROSS JOIN LATERAL generate_series(0, ${studiedDays} - 1) AS j`,
        )
        const earlier = Math.max(0, size.studyDays - month - DOCTOR_STUDY_DAYS)
        const studier = spread('k', earlier, doctors)
        if (Math.ceil(earlier / doctors) * 30 > 3650) throw new Error('study days: too many per doctor')
        await tx.query(`
          INSERT INTO study_day (account_id, day, seconds, lessons)
          SELECT ${doctorAccount('a')}, ${literal(monthFirst)}::date - 1 - (s * 30 + ${pick('a * 131 + s', 126, 30)}),
                 ${studied('k', 127)}, (${studied('k', 127)}) / 1500
            FROM (SELECT k, ${studier.group} AS a, ${studier.slot} AS s
                    FROM generate_series(0, ${earlier - 1}) AS k OFFSET 0) AS g`)
        const doctor = await insertCounted(
          tx,
          `INSERT INTO study_day (account_id, day, seconds, lessons)
           SELECT ${DEMO_DOCTOR}, ${literal(today)}::date - g, ${studied('g', 128)}, (${studied('g', 128)}) / 1500
             FROM generate_series(1, ${DOCTOR_STUDY_DAYS}) AS g
           ON CONFLICT (account_id, day) DO NOTHING`,
        )
        return { study_day: month + earlier + doctor }
      },
    },
  ]
}

/**
 * `rows` follows shared out over `targets` (ids), target by target, each by a different doctor: the FROM
 * item `f`, the target's id, its index `f.t` among the targets, and the doctor's account.
 */
function followersOf(plan: Plan, targets: readonly number[], rows: number, salt: number) {
  const { doctors } = plan.size
  const follower = spread('q', rows, targets.length)
  return {
    from: `(SELECT q, ${follower.group} AS t, ${follower.slot} AS s
              FROM generate_series(0, ${rows - 1}) AS q OFFSET 0) AS f`,
    target: `(${bigintArray(targets)})[1 + f.t]`,
    account: doctorAccount(`(${pick('f.t', salt, doctors)} + f.s) % ${doctors}`),
  }
}

function followSteps(plan: Plan): Step[] {
  const { size, midnight } = plan
  const { doctors } = size
  return [
    {
      name: 'zone_follow',
      async run(tx) {
        const zones = (
          await tx.query<{ id: string }>(`SELECT id FROM zone WHERE status = 'ACTIVE' ORDER BY id`)
        ).map((row) => Number(row.id))
        if (zones.length === 0) return { zone_follow: 0 }
        const follows = Math.min(size.zoneFollows, zones.length * doctors)
        const followers = followersOf(plan, zones, follows, 131)
        await tx.query(`
          INSERT INTO zone_follow (zone_id, account_id, followed_at)
          SELECT ${followers.target}, ${followers.account}, ${midnight} - ${seconds(pick('f.q', 132, 365 * DAY_SECONDS))}
            FROM ${followers.from}`)
        return { zone_follow: follows }
      },
    },
    {
      name: 'activity_registration',
      async run(tx) {
        // Only activities whose sign-up is open and unlimited: the register call's quota rule holds.
        const open = await tx.query<{ id: string; start: string }>(
          `SELECT id, extract(epoch FROM registration_start_time)::bigint AS start FROM activity
            WHERE status = 'ACTIVE' AND quota = 0 AND registration_start_time <= ${midnight}
              AND registration_end_time > now()
            ORDER BY id`,
        )
        if (open.length === 0) return { activity_registration: 0 }
        const registrations = Math.min(size.activityRegistrations, open.length * doctors)
        const followers = followersOf(
          plan,
          open.map((row) => Number(row.id)),
          registrations,
          141,
        )
        // Registered between the sign-up's start and the run.
        const start = `(${bigintArray(open.map((row) => Number(row.start)))})[1 + f.t]`
        const midnightEpoch = Math.floor(plan.midnightMs / 1000)
        await tx.query(`
          INSERT INTO activity_registration (activity_id, account_id, registered_at)
          SELECT ${followers.target}, ${followers.account},
                 to_timestamp(${start} + ${hash('f.q', 142)} % greatest(1, ${midnightEpoch} - ${start}))
            FROM ${followers.from}`)
        return { activity_registration: registrations }
      },
    },
  ]
}

function trackingStep(plan: Plan, activityIds: readonly number[]): Step {
  const { size } = plan
  const routes = repositoryRoutes()
  const names = textArray(routes.map((route) => route.name))
  const paths = textArray(routes.map((route) => `/${product.routeVersion}${route.path}`))
  const window = 90 * DAY_SECONDS
  const startMs = plan.midnightMs - window * 1000
  const count = size.trackingRecords
  const device = `(ARRAY['weixin', ${literal(appDeviceType)}, 'web'])[1 + ${pick('a', 154, 3)}]`
  const userAgent = oneOf(USER_AGENTS, 'a', 155)
  const visit = `to_hex(${hash('t / 8', 156)}) || to_hex(${hash('t', 157)})`
  const activity =
    activityIds.length > 0
      ? `(${bigintArray(activityIds)})[1 + ${pick('t', 158, activityIds.length)}]`
      : 'NULL'
  return {
    name: 'tracking_record',
    async run(tx) {
      // 60 % general records (their user is the userId), 25 % page views, 12 % clicks, 3 % activity marks
      // (the doctor's public id); one in five anonymous. Records arrive in time order over 90 days.
      await tx.query(`
        INSERT INTO tracking_record (id, kind, user_id, received_at, payload) OVERRIDING SYSTEM VALUE
        SELECT ${plan.base.tracking_record} + 1 + t, kind, user_id, timestamptz 'epoch' + ms * interval '1 millisecond',
               CASE kind
                 WHEN 'general' THEN jsonb_build_object(
                   'start_app_id', to_hex(${hash('a * 1000 + t / 50000', 151)}), 'user_id', coalesce(user_id, ''),
                   'app_version', '999', 'device_type', ${device}, 'device_number', 'dn' || to_hex(${hash('a', 152)}),
                   'device_info', ${userAgent}, 'device_time', ms - ${pick('t', 153, 2000)}, 'statistics_mode', 'auto',
                   'events_type', ${oneOf(GENERAL_EVENTS, 't', 159)}, 'page_class', (${names})[route],
                   'router_url', (${paths})[route])
                 WHEN 'activity_index_stat' THEN jsonb_build_object(
                   ${literal(idKey)}, coalesce(user_id, ''), 'marking', ${oneOf(['visit', 'share'], 't', 160)},
                   'activityId', ${activity})
                 ELSE jsonb_build_object(
                   'uuid', ${visit}, ${literal(idKey)}, coalesce(user_id, ''), 'appVersion', '999',
                   'pageName', (${names})[route], 'beginTime', ms - ${pick('t', 161, 60_000)},
                   'businessType', CASE WHEN kind = 'event' THEN 3 ELSE 0 END, 'deviceType', ${device},
                   'deviceInfo', ${userAgent})
                   || CASE WHEN kind = 'event'
                           THEN jsonb_build_object('tag', ${oneOf(CLICK_TAGS, 't', 162)}, 'operateTime', ms)
                           ELSE '{}'::jsonb END
               END
          FROM (SELECT t, a, kind, ${startMs}::bigint + t * ${window * 1000}::bigint / ${count} AS ms,
                       1 + ${pick('t', 163, routes.length)} AS route,
                       CASE WHEN ${pick('t', 164, 5)} = 0 THEN NULL
                            WHEN kind = 'general' THEN ${doctorAccount('a')}::text
                            ELSE ${doctorIdOf(doctorAccount('a'))} END AS user_id
                  FROM (SELECT t, ${pick('t', 165, size.doctors)} AS a,
                               CASE WHEN ${pick('t', 166, 100)} < 60 THEN 'general'
                                    WHEN ${pick('t', 166, 100)} < 85 THEN 'page_info'
                                    WHEN ${pick('t', 166, 100)} < 97 THEN 'event'
                                    ELSE 'activity_index_stat' END AS kind
                          FROM generate_series(0, ${count - 1}) AS t OFFSET 0) AS g OFFSET 0) AS r`)
      await moveIdentityPastRows(tx, 'tracking_record')
      return { tracking_record: count }
    },
  }
}

// ---------------------------------------------------------------------------------------------- running

/** Whether an earlier run left the large set: its doctors, and whether it ran to its end. */
async function presenceOf(executor: SqlExecutor): Promise<{ doctors: number; complete: boolean }> {
  const [row] = await executor.query<{ doctors: number; complete: boolean | null }>(
    `SELECT (SELECT count(*)::int FROM account
              WHERE id >= ${LARGE_FIRST_ACCOUNT_ID} AND doctor_id = ${doctorIdOf('id')}) AS doctors,
            (SELECT view_count > 0 FROM vote_promotion WHERE id = ${LARGE_VOTE_CAMPAIGN_ID}) AS complete`,
  )
  return { doctors: row?.doctors ?? 0, complete: row?.complete === true }
}

async function planOf(executor: SqlExecutor, scale: number, now: Date): Promise<Plan> {
  const size = sizesAt(scale)
  if (size.doctors >= 100_000_000) throw new Error('at most 99,999,999 doctors (their mobile numbers)')
  const today = shanghaiDay(now)
  const midnightIso = `${today}T00:00:00+08:00`
  const base = {} as Record<IdTable, number>
  for (const table of ID_TABLES) base[table] = await lastId(executor, table)
  if ((await lastId(executor, 'account')) >= LARGE_FIRST_ACCOUNT_ID) {
    throw new Error(`account ids from ${LARGE_FIRST_ACCOUNT_ID} are taken: the large set needs them`)
  }
  const templates = await executor.query<{ id: string; course_type: string; kind: string }>(
    `SELECT id, course_type, kind FROM academy_course WHERE status = 'ACTIVE' ORDER BY id`,
  )
  const [hotLesson] = await executor.query<{ lesson_type: string; published_at: Date }>(
    'SELECT lesson_type, published_at FROM lesson WHERE id = $1',
    [LARGE_HOT_LESSON_ID],
  )
  if (templates.length === 0 || !hotLesson) {
    throw new Error(
      `the demo courses and lesson ${LARGE_HOT_LESSON_ID} are missing: the demo seed did not run`,
    )
  }
  return {
    scale,
    size,
    today,
    midnight: `${literal(midnightIso)}::timestamptz`,
    midnightMs: Date.parse(midnightIso),
    base,
    templateIds: templates.map((row) => Number(row.id)),
    templateLessonTypes: templates.map((row) =>
      row.kind === 'SHORT_VIDEO' ? 'SHORT_VIDEO' : row.course_type,
    ),
    hotLessonType: hotLesson.lesson_type,
    hotLessonPublished: hotLesson.published_at.toISOString(),
  }
}

type Log = (line: string) => void

/** Runs a step in a transaction of its own and logs a line per table it filled. */
async function runStep(database: Database, step: Step, log: Log): Promise<Record<string, number>> {
  const started = performance.now()
  const rows = await database.sql
    .transaction(async (tx) => {
      // Nothing is lost if the machine stops before the commit reaches the disk: the run starts again.
      await tx.exec(`SET LOCAL synchronous_commit = off; SET LOCAL work_mem = '256MB'`)
      return step.run(tx)
    })
    .catch((error: unknown) => {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    })
  const took = ((performance.now() - started) / 1000).toFixed(1)
  for (const [table, count] of Object.entries(rows)) {
    log(`${table.padEnd(22)} ${count.toLocaleString('en-US').padStart(11)} rows  ${took.padStart(6)} s`)
  }
  return rows
}

async function runSteps(
  database: Database,
  steps: readonly Step[],
  log: Log,
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {}
  for (const step of steps) Object.assign(rows, await runStep(database, step, log))
  return rows
}

/**
 * Fills the database with the large set on top of the demo (seeded first, as a server start does), or
 * answers `present` when an earlier run did. `scale` multiplies every count (0.05: the CI set). The
 * tracking records go in on a second connection while the other tables fill: they name no other row, and
 * the two cores of a small server are both busy that way.
 */
export async function seedLarge(
  database: Database,
  options: { scale: number; log?: Log; now?: Date },
): Promise<LargeReport> {
  const started = performance.now()
  const log = options.log ?? (() => undefined)
  const { scale } = options
  if (database.kind !== 'postgres') {
    throw new Error('the large data set is for PostgreSQL only (DATABASE_URL, or the embedded PostgreSQL)')
  }
  if (!(Number.isFinite(scale) && scale > 0 && scale <= 10)) {
    throw new Error(`scale ${scale}: a number above 0 and at most 10`)
  }
  await seedDatabase(database)
  const presence = await presenceOf(database.sql)
  const elapsed = () => Math.round((performance.now() - started) / 100) / 10
  if (presence.doctors > 0) {
    if (!presence.complete) {
      throw new Error(
        `an earlier run of the large seed stopped part way (${presence.doctors} doctors, campaign ${LARGE_VOTE_CAMPAIGN_ID} not finished): start again on an empty database`,
      )
    }
    log(
      `the large data set is present already (${presence.doctors.toLocaleString('en-US')} doctors): nothing inserted`,
    )
    return { outcome: 'present', scale, seconds: elapsed(), rows: {}, doctors: presence.doctors, hot }
  }

  const plan = await planOf(database.sql, scale, options.now ?? new Date())
  const rows = await runSteps(database, [...doctorSteps(plan), ...academySteps(plan)], log)
  const [campaigns, ...votes] = voteSteps(plan)
  if (campaigns) Object.assign(rows, await runStep(database, campaigns, log))
  const activityIds = (await database.sql.query<{ id: string }>(`SELECT id FROM activity ORDER BY id`)).map(
    (row) => Number(row.id),
  )
  // Two connections, one a core, each about half of the work: the votes (most of the foreign-key checks)
  // and what names the comments on one; the tracking records (none) and the rest on the other.
  const [progress, notes] = learningSteps(plan)
  const lanes = await Promise.allSettled([
    runSteps(database, [...votes, ...socialSteps(plan), ...(notes ? [notes] : [])], log),
    runSteps(
      database,
      [
        trackingStep(plan, activityIds),
        ...orderSteps(plan),
        ...(progress ? [progress] : []),
        ...studySteps(plan),
        ...followSteps(plan),
      ],
      log,
    ),
  ])
  for (const lane of lanes) {
    if (lane.status === 'rejected') throw lane.reason
    Object.assign(rows, lane.value)
  }

  const analyzing = performance.now()
  const tables = Object.keys(rows).filter((table) => (rows[table] ?? 0) > 0)
  for (const table of tables) await database.sql.exec(`ANALYZE ${table}`)
  log(`ANALYZE of ${tables.length} tables in ${((performance.now() - analyzing) / 1000).toFixed(1)} s`)

  // Last: the campaigns' view and share counts (three views a vote, one share in 16), as the demo gives its
  // campaigns. The hot campaign's views say the run finished (presenceOf).
  const { hot: hotCampaign, past, doctorVotes } = campaignsOf(plan)
  await database.sql.query(
    `UPDATE vote_promotion SET view_count = v.votes * 3, share_count = v.votes / 16
       FROM (VALUES (${hotCampaign.id}, ${hotCampaign.votes + doctorVotes}), (${past.id}, ${past.votes})) AS v (id, votes)
      WHERE vote_promotion.id = v.id`,
  )
  const seconds = elapsed()
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0)
  log(
    `large data set at scale ${scale}: ${total.toLocaleString('en-US')} rows in ${seconds} s; hot lesson ${LARGE_HOT_LESSON_ID}, campaign ${LARGE_VOTE_CAMPAIGN_ID}, doctor ${DEMO_DOCTOR}`,
  )
  return { outcome: 'inserted', scale, seconds, rows, doctors: plan.size.doctors, hot }
}
