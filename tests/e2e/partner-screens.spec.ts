import { doctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, type ScreenCheck, test, walkScreens } from './fixtures'

/**
 * Every screen of the zones, forms, utasks and hand-off issue renders its seeded content for 李医生 at
 * 390×844 in a phone browser, without a console error. A screenshot of each lands in
 * test-results/screens/.
 */
const screens: ScreenCheck[] = [
  { name: 'zoneHome', path: '/v3/zone/home', shows: '我关注的' },
  { name: 'zoneList', path: '/v3/zone/list', shows: '安肤皮肤屏障专区' },
  { name: 'zoneDetail', path: '/v3/zone/detail?id=301', shows: '博恩医学教育' },
  {
    name: 'zoneSearch',
    path: '/v3/zone/search?keyword=%E7%9A%AE%E8%82%A4',
    shows: '敏感肌修护霜样品试用招募',
  },
  { name: 'itemDetail', path: '/v3/zone/item?id=1', shows: '特应性皮炎的长期管理策略' },
  { name: 'form', path: '/v3/form?key=sample-trial', shows: '样品试用申请' },
  { name: 'formRecordList', path: '/v3/user/form-record?projectKey=derma-survey', shows: '皮肤科诊疗调研' },
  {
    name: 'formRecordDetail',
    path: '/v3/user/form-record?id=1&projectKey=derma-survey',
    shows: '强脉冲光 560nm',
  },
  { name: 'utaskList', path: '/v3/user/utaskList?status=EXPIRED', shows: '已结束' },
  { name: 'appCorsetActivityList', path: '/v3/appCorsetActivityList', shows: '2026 皮肤镜读片挑战赛' },
  { name: 'utaskPetersonsLab', path: '/v3/utask-petersonslab', shows: '彼得罗夫实验室' },
  { name: 'utaskDrWu', path: '/v3/utask-drwu', shows: '吴博士专区' },
  { name: 'otherUtask', path: '/v3/other', shows: '更多任务' },
  { name: 'skinCareChannel', path: '/v3/skinCareChannel', shows: '皮肤护理课程' },
  { name: 'skinCareDetail', path: '/v3/skinCare/detail?id=1', shows: '秋冬季皮肤屏障修护指南' },
  { name: 'skinCareChannelToApp', path: '/v3/skinCareChannel/toApp', shows: '打开APP查看皮肤护理频道' },
  { name: 'yimeiToApp', path: '/v3/yimei/toApp', shows: '打开APP查看医美频道' },
  { name: 'appToWeixinBridge', path: '/v3/yimei/appToWeixinBridge', shows: '返回微信' },
  { name: 'jump', path: '/v3/jump?type=ARTICLE&id=1047', shows: '湿疹的诊断与鉴别' },
  { name: 'diJump', path: '/v3/di-jump?type=activity&id=1', shows: '2026 皮肤镜读片挑战赛' },
  {
    name: 'previewImage',
    path: '/v3/preview-image?urls=%2Ffavicon.svg,%2Ffavicon.svg&current=1',
    shows: '2 / 2',
  },
  { name: 'chooseLocation', path: '/v3/choose-location', shows: '无法获取位置' },
  {
    name: 'openLocation',
    path: '/v3/open-location?latitude=31.2304&longitude=121.4737&name=%E7%91%9E%E9%87%91%E5%8C%BB%E9%99%A2',
    shows: '在地图网页中查看',
  },
]

test.describe('partner screens (issue: zones, dynamic forms, utasks and app hand-off)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('each screen shows its seeded content without console errors', async ({ page, problems }) => {
    test.setTimeout(120_000)
    await page.goto('/v3/login')
    await passwordLogin(page, doctor)
    await expect(page).not.toHaveURL(/\/v3\/login/)

    await walkScreens(page, problems, screens)
  })
})
