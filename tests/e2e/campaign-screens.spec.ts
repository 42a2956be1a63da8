import { doctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, type ScreenCheck, test, walkScreens } from './fixtures'

/**
 * Every screen of the campaigns issue (activities, votes, lotteries, exams, certificates, scholarship,
 * study sprint, GCP training, clinical guide, e-book, AI share, invite) renders its seeded content for a
 * doctor with a history (李医生) at 390×844, without a console error. A screenshot of each lands in
 * test-results/screens/.
 */

/** 李医生's doctor id (dermaId) in the seed. */
const liDermaId = '6a1f4c8e2b7d4e0f9c3a5b71'

const screens: ScreenCheck[] = [
  { name: 'activityDetail', path: '/v3/activity/detail?id=1', shows: '2026 皮肤镜读片挑战赛' },
  { name: 'durationCountActivity', path: '/v3/duration-count/activity?id=6', shows: '学习时长打卡' },
  { name: 'voteDetail', path: '/v3/vote/detail', shows: '2026 年度「优秀病例」评选' },
  { name: '2025TedVote', path: '/v3/vote/2025Ted/detail?promotionId=25', shows: '林晓梅' },
  {
    name: '2025TedVoteItemDetail',
    path: '/v3/vote/2025Ted/item?id=1201&promotionId=25&voteId=25&voteItemId=2501',
    shows: '林晓梅',
  },
  {
    name: '2025AcmedVote',
    path: '/v3/vote/2025Acmed/detail?promotionId=26&activityId=1',
    shows: '2025 Acmed 皮肤病例大赛投票',
  },
  { name: '2025LeoVote', path: '/v3/vote/2025Leo', shows: '2025 Leo 「银屑病患者关爱」公益投票' },
  { name: '2025LeoVoteRule', path: '/v3/vote/2025Leo/rule?type=prize', shows: '最佳关爱项目' },
  { name: 'lotteryDetail', path: '/v3/user/lottery/detail?id=1', shows: '读片挑战赛幸运大抽奖' },
  { name: 'examDetail', path: '/v3/user/academy/exam?id=8', shows: '白癜风诊疗规范 · 课程考试' },
  {
    name: 'courseExamDetail',
    path: '/v3/user/course/exam?id=3&routeType=ACTIVITY',
    shows: 'GCP培训结业考试',
  },
  { name: 'certificateList', path: '/v3/user/academy/certificate', shows: '白癜风诊疗规范 · 结业证书' },
  {
    name: 'certificateDetail',
    path: '/v3/user/academy/certificate-detail?id=2',
    shows: '皮肤镜下黑色素瘤识别 · 考试合格证书',
  },
  { name: 'utaskCertificateDetail', path: '/v3/user/utask/certificate-detail?id=1', shows: '任务完成证书' },
  { name: 'scholarship', path: '/v3/scholarship', shows: '每日签到' },
  { name: 'scholarshipRecord', path: '/v3/scholarship/record?type=EXPENSE', shows: '收支明细' },
  { name: 'sprint', path: '/v3/sprint', shows: '学习冲刺月' },
  { name: 'sprintRank', path: '/v3/sprint/rank', shows: '李医生' },
  { name: 'sprintResult', path: `/v3/sprint/result?targetDermaId=${liDermaId}`, shows: '李医生' },
  {
    name: 'sprintResultShare',
    path: `/v3/sprint/resultShare?targetDermaId=${liDermaId}`,
    shows: '查看我的冲刺',
  },
  { name: 'GCPTraining', path: '/v3/GCPTraining', shows: '药物临床试验质量管理规范（GCP）培训' },
  { name: 'GCPTrainingCourse', path: '/v3/GCPTraining/course', shows: '第一讲：GCP 概述与受试者保护' },
  { name: 'GCPTrainingFile', path: '/v3/GCPTraining/file', shows: 'GCP培训手册.pdf' },
  { name: 'GCPTrainingIntroduce', path: '/v3/GCPTraining/introduce', shows: '课程介绍' },
  { name: 'guideDetail', path: '/v3/clinical/detail?id=1', shows: '中国银屑病诊疗指南（2023 版）' },
  { name: 'receiveEBook', path: '/v3/eBook/receive?id=1', shows: '皮肤镜图谱（第 2 版）' },
  {
    name: 'aiShare',
    path: '/v3/ai/share?messageId=1&shareDoctorId=10001',
    shows: '中重度斑块状银屑病患者使用 IL-17A 抑制剂前需要做哪些筛查？',
  },
  { name: 'invite', path: '/v3/invite', shows: 'DRLI2026' },
]

test.describe('campaign screens (issue: activities, votes, exams, certificates and campaigns)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('each screen shows its seeded content without console errors', async ({ page, problems }) => {
    test.setTimeout(240_000)
    await page.goto('/v3/login')
    await passwordLogin(page, doctor)
    await expect(page).not.toHaveURL(/\/v3\/login/)

    await walkScreens(page, problems, screens)
  })
})
