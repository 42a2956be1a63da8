/**
 * The one place that says which family each widget type belongs to: Storybook's sidebar groups the
 * widget stories by it (title `<Family>/<Type>`), the introduction page explains it, and the story test
 * (tests/stories/stories.test.tsx) requires every registered widget's story to carry its family's title.
 * Types that are not registered yet may be listed; the test only asks for the registered ones.
 */
export const families = ['Learning', 'Campaigns', 'Partners', 'Account', 'Building blocks'] as const

export type Family = (typeof families)[number]

export const widgetFamilies: Readonly<Record<string, Family>> = {
  // Learning: courses, lessons, players, notes, exams, articles.
  AiShareMessage: 'Learning',
  ArticleBody: 'Learning',
  CommentThread: 'Learning',
  ContentFeed: 'Learning',
  CourseCard: 'Learning',
  CourseHeader: 'Learning',
  ExamPaper: 'Learning',
  FavoriteButton: 'Learning',
  FileDownloadList: 'Learning',
  GcpCourseList: 'Learning',
  GcpTrainingHome: 'Learning',
  GuideDetail: 'Learning',
  LearnerHome: 'Learning',
  LessonCard: 'Learning',
  LessonCourseNav: 'Learning',
  LessonMeta: 'Learning',
  LessonOutline: 'Learning',
  LikeButton: 'Learning',
  LivePlayer: 'Learning',
  NoteList: 'Learning',
  NoteView: 'Learning',
  OfflineClassDetail: 'Learning',
  PurchaseBar: 'Learning',
  ShortVideoFeed: 'Learning',
  SkinCareDetail: 'Learning',
  VideoExchangeForm: 'Learning',
  VideoIntro: 'Learning',
  VideoPlayer: 'Learning',

  // Campaigns: activities, votes, lotteries, the sprint month, the scholarship, group purchases, invites.
  ActivityDetail: 'Campaigns',
  ActivityList: 'Campaigns',
  DurationActivity: 'Campaigns',
  EBookReceive: 'Campaigns',
  GroupPurchaseCard: 'Campaigns',
  InvitePanel: 'Campaigns',
  LotteryDraw: 'Campaigns',
  ScholarshipHome: 'Campaigns',
  ScholarshipRecords: 'Campaigns',
  SprintHome: 'Campaigns',
  SprintRank: 'Campaigns',
  SprintResult: 'Campaigns',
  VoteAdvert: 'Campaigns',
  VoteBar: 'Campaigns',
  VoteBoard: 'Campaigns',
  VoteHero: 'Campaigns',
  VoteRules: 'Campaigns',

  // Partners: enterprise zones, consents, dynamic forms, utasks, partner lives.
  CompanyList: 'Partners',
  ConsentDocument: 'Partners',
  DynamicForm: 'Partners',
  FormRecordDetail: 'Partners',
  FormRecordList: 'Partners',
  LillyLiveEntry: 'Partners',
  UtaskList: 'Partners',
  UtaskPage: 'Partners',
  ZoneDetail: 'Partners',
  ZoneHome: 'Partners',
  ZoneItemDetail: 'Partners',
  ZoneList: 'Partners',
  ZoneSearch: 'Partners',

  // Account: login, the account, orders, records, certificates, about the app.
  AccountSwitcher: 'Account',
  AppInfo: 'Account',
  CertificateList: 'Account',
  CertificateView: 'Account',
  ExchangeRecordList: 'Account',
  LoginPanel: 'Account',
  OrderDetail: 'Account',
  OrderList: 'Account',
  ReleaseTimeline: 'Account',
  TokenTransfer: 'Account',
  WechatBindPanel: 'Account',

  // Building blocks: layout, text and media pieces of no one domain, and the system screens' widgets.
  AppHandoff: 'Building blocks',
  BannerSwiper: 'Building blocks',
  Button: 'Building blocks',
  Card: 'Building blocks',
  CategoryChips: 'Building blocks',
  Countdown: 'Building blocks',
  Divider: 'Building blocks',
  Empty: 'Building blocks',
  Grid: 'Building blocks',
  Image: 'Building blocks',
  ImageGallery: 'Building blocks',
  JumpTip: 'Building blocks',
  LinkJump: 'Building blocks',
  List: 'Building blocks',
  LocationView: 'Building blocks',
  NoticeBar: 'Building blocks',
  QRCode: 'Building blocks',
  ResultPanel: 'Building blocks',
  RichText: 'Building blocks',
  SectionHeader: 'Building blocks',
  ShareButton: 'Building blocks',
  Spacer: 'Building blocks',
  Stack: 'Building blocks',
  Steps: 'Building blocks',
  Tabs: 'Building blocks',
  Text: 'Building blocks',
  Video: 'Building blocks',
  WebFrame: 'Building blocks',
}

/** The Storybook title of a widget type's stories, e.g. `Learning/CourseCard`. */
export function storyTitle(type: string): string {
  const family = widgetFamilies[type]
  if (!family) throw new Error(`${type} has no family in stories/families.ts`)
  return `${family}/${type}`
}

/** The widget type a story title names (its last segment), or undefined when the title is no family's. */
export function widgetTypeOfTitle(title: string): string | undefined {
  const slash = title.lastIndexOf('/')
  const family = title.slice(0, slash)
  return (families as readonly string[]).includes(family) ? title.slice(slash + 1) : undefined
}
