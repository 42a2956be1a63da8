import { describe, expect, it } from 'vitest'
import type { PageEntry, PagesFile } from '@/runtime/schema'
import pages from '../../../pages.json'

/**
 * Spec §2: every screen of the route table with the guards the spec gives it. One row per screen:
 * [name, path, login, cert, consent type].
 */
type Row = [
  string,
  string,
  boolean,
  'always' | 'whenLoggedIn' | undefined,
  'ENP' | 'LESSON' | 'COURSE' | undefined,
]
const spec: Row[] = [
  ['entry', '/', false, undefined, undefined],
  ['login', '/login', false, undefined, undefined],
  ['changeAccounts', '/change-accounts', true, undefined, undefined],
  ['home', '/home', false, undefined, undefined],
  ['activityDetail', '/activity/detail', false, undefined, undefined],
  // Not a spec screen: the activity landing page an operator builds from blocks (issue 17, docs/operators.md).
  ['activityLanding', '/activity/landing', false, undefined, undefined],
  ['durationCountActivity', '/duration-count/activity', true, undefined, undefined],
  ['orderList', '/user/academy/order', true, undefined, undefined],
  ['orderDetail', '/user/pay', true, undefined, undefined],
  ['userHome', '/user', true, undefined, undefined],
  ['studying', '/user/academy/studying', true, undefined, undefined],
  ['favorite', '/user/academy/favorites', true, undefined, undefined],
  ['offlineClassList', '/academy/offlineclass', true, undefined, undefined],
  ['offlineClassDetail', '/academy/offlineclass-detail', false, 'always', undefined],
  ['offlineClassConsent', '/academy/offlineclass-consent', false, undefined, undefined],
  // spec §2 route-entry behaviour: "course detail" is the fifth route that always checks certification.
  ['AcademyCourseDetail', '/academy/course/detail', false, 'always', undefined],
  // spec §2 content-card jumps: the course package page (ours to place: decision 0033).
  ['coursePackageDetail', '/academy/course-package', false, undefined, undefined],
  ['advanceCourseList', '/academy/advance-course', false, undefined, undefined],
  ['advanceCourseExcessive', '/academy/advance-course-excessive', false, undefined, undefined],
  ['advanceCourseDetail', '/academy/advance-detail', false, 'always', undefined],
  ['webview', '/webview', false, undefined, undefined],
  ['consentDetail', '/consent/detail', false, undefined, undefined],
  ['bmsConsent', '/consent/bms', false, undefined, undefined],
  ['companyConsentList', '/company-consent-list', false, undefined, undefined],
  ['form', '/form', false, undefined, undefined],
  ['formRecordDetail', '/user/form-record', false, undefined, undefined],
  ['zoneHome', '/zone/home', true, undefined, undefined],
  ['zoneList', '/zone/list', false, undefined, undefined],
  ['zoneDetail', '/zone/detail', false, undefined, 'ENP'],
  ['zoneSearch', '/zone/search', false, undefined, undefined],
  ['itemDetail', '/zone/item', false, 'always', undefined],
  ['examDetail', '/user/academy/exam', true, undefined, undefined],
  ['certificateList', '/user/academy/certificate', true, undefined, undefined],
  ['certificateDetail', '/user/academy/certificate-detail', true, undefined, undefined],
  ['utaskCertificateDetail', '/user/utask/certificate-detail', true, undefined, undefined],
  ['jump', '/jump', false, undefined, undefined],
  ['liveDetail', '/live/detail', false, 'whenLoggedIn', 'LESSON'],
  ['lillyLiveDetail', '/live/lilly', false, undefined, undefined],
  ['videoDetail', '/video/detail', false, 'whenLoggedIn', 'LESSON'],
  ['videoExchange', '/video/exchange', true, undefined, undefined],
  ['videoExchangeRecord', '/video/exchangeRecord', true, undefined, undefined],
  ['videoBeforePage', '/video/before', true, undefined, undefined],
  ['articleDetail', '/article/detail', false, 'whenLoggedIn', 'LESSON'],
  ['courseDetail', '/course/detail', false, 'always', 'COURSE'],
  ['noteDetail', '/note/detail', false, undefined, undefined],
  ['diJump', '/di-jump', false, undefined, undefined],
  ['shortVideoDetail', '/shortvideo/detail', false, undefined, undefined],
  ['shortVideoList', '/shortvideo/list', false, undefined, undefined],
  ['voteDetail', '/vote/detail', false, undefined, undefined],
  ['courseExamDetail', '/user/course/exam', true, undefined, undefined],
  ['topicDetail', '/topic/detail', false, undefined, undefined],
  ['lotteryDetail', '/user/lottery/detail', true, undefined, undefined],
  ['aboutApp', '/wechat/about/app', false, undefined, undefined],
  ['wxBind', '/wxbind', false, undefined, undefined],
  ['imageViewer', '/imageViewer', false, undefined, undefined],
  ['invite', '/invite', false, undefined, undefined],
  ['receiveEBook', '/eBook/receive', false, undefined, undefined],
  ['liveList', '/user/livelist', false, undefined, undefined],
  ['utaskList', '/user/utaskList', false, undefined, undefined],
  ['appCorsetActivityList', '/appCorsetActivityList', false, undefined, undefined],
  ['pageTokenTransfer', '/page-token-transfer', false, undefined, undefined],
  ['utaskPetersonsLab', '/utask-petersonslab', false, undefined, undefined],
  ['utaskDrWu', '/utask-{name}', false, undefined, undefined],
  ['otherUtask', '/other', false, undefined, undefined],
  ['guideDetail', '/clinical/detail', false, undefined, undefined],
  ['yimeiToApp', '/yimei/toApp', false, undefined, undefined],
  ['skinCareChannel', '/skinCareChannel', false, undefined, undefined],
  ['skinCareChannelToApp', '/skinCareChannel/toApp', false, undefined, undefined],
  ['scholarship', '/scholarship', false, undefined, undefined],
  ['scholarshipRecord', '/scholarship/record', false, undefined, undefined],
  ['appToWeixinBridge', '/yimei/appToWeixinBridge', false, undefined, undefined],
  ['sprint', '/sprint', false, undefined, undefined],
  ['sprintRank', '/sprint/rank', false, undefined, undefined],
  ['sprintResult', '/sprint/result', false, undefined, undefined],
  ['sprintResultShare', '/sprint/resultShare', false, undefined, undefined],
  ['2025TedVote', '/vote/2025Ted/detail', false, undefined, undefined],
  ['2025TedVoteItemDetail', '/vote/2025Ted/item', false, undefined, undefined],
  ['2025AcmedVote', '/vote/2025Acmed/detail', false, undefined, undefined],
  ['2025LeoVote', '/vote/2025Leo', false, undefined, undefined],
  ['2025LeoVoteRule', '/vote/2025Leo/rule', false, undefined, undefined],
  ['skinCareDetail', '/skinCare/detail', true, undefined, undefined],
  ['linkInvalid', '/linkInvalid', false, undefined, undefined],
  ['GCPTraining', '/GCPTraining', false, undefined, undefined],
  ['GCPTrainingCourse', '/GCPTraining/course', false, undefined, undefined],
  ['GCPTrainingFile', '/GCPTraining/file', false, undefined, undefined],
  ['GCPTrainingIntroduce', '/GCPTraining/introduce', false, undefined, undefined],
  ['aiShare', '/ai/share', false, undefined, undefined],
  ['previewImage', '/preview-image', false, undefined, undefined],
  ['chooseLocation', '/choose-location', false, undefined, undefined],
  ['openLocation', '/open-location', false, undefined, undefined],
]

const entries = new Map((pages as PagesFile).pages.map((entry: PageEntry) => [entry.name, entry]))

describe('pages.json holds every screen of spec §2 with its guards', () => {
  it.each(spec)('%s at %s', (name, path, login, cert, consent) => {
    const entry = entries.get(name)
    expect(entry, `${name} missing from pages.json`).toBeDefined()
    expect(entry?.path).toBe(path)
    expect(entry?.guards?.login === true).toBe(login)
    expect(entry?.guards?.cert).toBe(cert)
    expect(entry?.guards?.consent?.type).toBe(consent)
    if (consent) expect(entry?.guards?.consent?.idKey).toBe('id')
    expect(entry?.title).toBeTruthy()
  })

  it('has no screen the spec does not list', () => {
    expect([...entries.keys()].sort()).toEqual(spec.map(([name]) => name).sort())
  })

  it('marks the spec flags: pull-down refresh, desktop redirect, app-only, chat-app close on back', () => {
    const refresh = [...entries.values()].filter((entry) => entry.pullDownRefresh).map((entry) => entry.name)
    expect(refresh.sort()).toEqual(
      [
        'advanceCourseExcessive',
        'advanceCourseList',
        'certificateList',
        'home',
        'offlineClassList',
        'zoneDetail',
      ].sort(),
    )
    expect(entries.get('liveDetail')?.desktopRedirect).toEqual({
      host: 'pc',
      path: '/user/live',
      query: ['id'],
    })
    expect(entries.get('form')?.closeOnBackInChatApp).toBe(true)
    for (const name of ['zoneDetail', 'AcademyCourseDetail', 'orderDetail'])
      expect(entries.get(name)?.appOnly).toBe(true)
    expect(entries.get('GCPTraining')?.suppressCodes).toContain('academy.lesson.inactive')
    expect(entries.get('login')?.chatAppLogin).toBe(false)
    expect(entries.get('wxBind')?.chatAppLogin).toBe(false)
    expect(entries.get('liveDetail')?.skipRelogin).toBe(true)
  })

  it('declares the query parameters the spec lists', () => {
    expect(Object.keys(entries.get('articleDetail')?.query ?? {})).toEqual([
      'id',
      'preview',
      'promotionId',
      'voteId',
      'voteItemId',
    ])
    expect(Object.keys(entries.get('AcademyCourseDetail')?.query ?? {})).toEqual([
      'id',
      'preview',
      'discount',
    ])
    // The spec's targetDermaId, then which month (our addition; empty is the current one).
    for (const name of ['sprintResult', 'sprintResultShare']) {
      expect(Object.keys(entries.get(name)?.query ?? {})).toEqual(['targetDermaId', 'sprintId'])
    }
    expect(Object.keys(entries.get('aiShare')?.query ?? {})).toEqual(['messageId', 'shareDoctorId'])
    expect(Object.keys(entries.get('courseExamDetail')?.query ?? {})).toEqual(['id', 'routeType'])
  })
})
