/**
 * The things a doctor's screens show and a write can change, named once for the API contract (decision
 * 0037). Every GET endpoint says which of them its answer shows (`EndpointDef.shows`); every write says which
 * it changes (`EndpointDef.changes`). After a successful write the client refreshes every cached answer
 * that shows one of them, on the open screen and, when the doctor returns to it, on any other; the server's
 * checks decide the values, the client never computes one answer's field from another's.
 *
 * An entity here is a kind, not one row: a write to course 12's purchase refreshes every answer showing
 * purchases. That costs a few more requests than matching ids would, and never misses an answer whose
 * parameters name the object differently (`id`, `courseId`, `objectId`, a list).
 */
export const ENTITIES = {
  session: 'Who is signed in, and their profile (name, avatar, roles, company)',
  certification: "The doctor's certification status (accurate auth, identity)",
  consent: 'Informed consents: the texts, what the doctor agreed to, the popups still to show',
  catalogue:
    'Published content every visitor sees alike: courses, lessons, packages, banners, topics, guides, zones and their items, campaigns and marketing channels, skin-care articles, shared AI answers (changed by operators, not by a doctor)',
  purchase:
    "What the doctor holds: bought or exchanged courses, packages and videos, a paid lesson's access, a group purchase; and the sold counts holdings add up to",
  order: "The doctor's orders and their status, coupons held or used",
  progress:
    "The doctor's place and completion in each lesson, the courses being studied, study time and the summary built on it",
  favorite: '想学 / 收藏: what the doctor keeps',
  like: 'Likes the doctor gave, and like counts',
  comment: 'Comments and replies, their likes, and comment counts',
  note: "The doctor's notes on lessons",
  vote: "Vote campaigns' entries, counts, the doctor's votes and the day's remaining votes, shares counted",
  exam: "Exams, the doctor's attempts and results",
  certificate: "The doctor's certificates",
  activity: "Activities: the doctor's registrations, appointments, tickets, attended time and rewards",
  offlineClass: "Offline classes, places taken and the doctor's applications (a paid order applies too)",
  lottery: "Lotteries: the doctor's chances, draws and winners' addresses",
  scholarship:
    '麦豆: the balance, the day’s tasks (claimable once the doctor studies, passes an exam, joins the sprint), exchanges and records',
  sprint: "The study sprint: the doctor's target, ranking and result",
  follow: 'Enterprise zones the doctor follows, and follower counts',
  form: "Dynamic forms: the doctor's submitted records",
  utask: "Utasks, how many doctors took part (a sent form counts), and the doctor's certificates from them",
  gcp: "GCP training: the doctor's access to its lessons and progress through them",
  ebook: 'E-books the doctor has received',
  invite:
    "The doctor's invitations and inviter (friends register and get certified outside this API, not by the doctor's calls)",
  release:
    "System facts no doctor's call changes: app releases, reachability of outside addresses, the caller's IP, the WeChat share signature",
} as const

export type Entity = keyof typeof ENTITIES

export const entityNames = Object.keys(ENTITIES) as Entity[]
