import type { consentActivity, consentCompany, consentContent } from '../db/index'

/**
 * Consent demo data: the consents bound to activities (spec §3 activity consent: one of each level and
 * style), the consent documents (BMS, OFFLINE_CLASS, COMPANY) and the companies data is shared with.
 * Ids are fixed so docs and tests can name them; identities start above them (0002 migration).
 */

/** Style 2 links to the full document, served from the CDN folder (server/cdn/…/consent/). */
export type SeedConsentActivity = Omit<typeof consentActivity.$inferInsert, 'url'> & {
  /** Under the CDN prefix; empty for style 1. */
  readonly cdnDocument: string
}

const zoneSponsorConsent = `<h3>和睿皮肤科学院 · 个人信息处理知情同意书</h3>
<p>「和睿皮肤科学院」专区由和睿制药（中国）有限公司（以下简称“赞助方”）提供学术支持。进入专区前，请您仔细阅读以下内容。</p>
<p>为向您提供专区课程、病例讨论与学术活动，我们将在您进入专区期间收集并处理以下信息：</p>
<ul>
  <li>身份信息：姓名、执业医院、科室、职称及医师资格认证状态；</li>
  <li>学习记录：专区内的课程观看时长、考试成绩、活动报名与签到情况；</li>
  <li>联系方式：手机号码（仅用于活动通知，不会向赞助方提供完整号码）。</li>
</ul>
<p>经您同意后，我们会将去标识化的学习统计数据与您的姓名、执业医院提供给赞助方，用于学术活动的组织与效果评估。赞助方不得将上述信息用于任何产品推广以外的目的，也不得向第三方转让。</p>
<p>以上信息中的医师资格认证状态与学习记录属于敏感个人信息。您可以随时在「我的 — 隐私设置」中撤回同意；撤回后您将无法继续访问本专区，但不影响撤回前基于同意已进行的处理。</p>
<p>如您不同意，将无法进入本专区。</p>`

const zoneOptionalConsent = `<h3>安肤皮肤屏障专区 · 活动信息推送授权</h3>
<p>本专区由安肤生物科技有限公司提供学术支持。勾选同意后，我们会将您的姓名、执业医院与科室提供给该企业，以便其邀请您参加线下学术会议与病例研讨。</p>
<ul>
  <li>您可以不同意，这不影响您浏览专区内容；</li>
  <li>同意后可随时在「我的 — 隐私设置」中撤回。</li>
</ul>`

const lessonConsent = `<h3>课程观看知情同意书</h3>
<p>本课程《特应性皮炎系统治疗进展》由合作企业提供学术支持，观看前需要您的同意。</p>
<p>观看期间我们将记录以下信息，并在课程结束后以统计报告的形式提供给合作企业，用于评估学术内容质量：</p>
<ul>
  <li>您的姓名、执业医院与科室；</li>
  <li>观看时长、观看进度与课后测验成绩。</li>
</ul>
<p>上述信息将通过加密方式传输，保存期限为课程下线后一年，到期后删除或匿名化处理。</p>
<p>如您不同意，将无法观看本课程。</p>`

const courseConsent = `<h3>系列课程学习数据共享说明</h3>
<p>本系列课程的学习进度与考试成绩会与课程合作方共享，用于颁发继续教育学分。您可以选择不同意，仍可正常学习，但将无法获得学分证明。</p>
<ul>
  <li>共享内容：姓名、执业医院、课程完成情况、考试成绩；</li>
  <li>共享对象：博恩医学教育科技有限公司。</li>
</ul>`

export const consentActivities: readonly SeedConsentActivity[] = [
  {
    id: 1,
    activityType: 'ENP',
    activityId: 1,
    level: 'MUST_AGREE',
    style: 1,
    title: '个人信息处理知情同意书',
    content: zoneSponsorConsent,
    cdnDocument: '',
  },
  {
    id: 2,
    activityType: 'ENP',
    activityId: 2,
    level: 'OPTIONAL',
    style: 2,
    title: '活动信息推送授权',
    content: zoneOptionalConsent,
    cdnDocument: 'consent/enp-2.html',
  },
  {
    id: 3,
    activityType: 'LESSON',
    // Not 1001 or 1002: those lessons ask through the lesson consent lists (CDN), one dialog per lesson.
    activityId: 1003,
    level: 'MUST_AGREE',
    style: 1,
    title: '课程观看知情同意书',
    content: lessonConsent,
    cdnDocument: '',
  },
  {
    id: 4,
    activityType: 'COURSE',
    activityId: 1,
    level: 'OPTIONAL',
    style: 2,
    title: '学习数据共享说明',
    content: courseConsent,
    cdnDocument: 'consent/course-1.html',
  },
]

const bmsConsent = `<h3>敏感信息知情同意书</h3>
<p>为核实您的医师身份并提供与执业相关的学习服务，我们需要处理您的以下敏感个人信息：</p>
<ul>
  <li>医师资格证书、医师执业证书的编号与照片；</li>
  <li>执业医院、科室、职称；</li>
  <li>您在平台上传的病例资料（我们会去除患者的姓名、身份证号、联系方式等可识别信息）。</li>
</ul>
<p>上述信息仅用于医师身份认证、继续教育学分登记以及您主动参与的学术活动，不会用于任何商业推广。认证资料将加密存储，认证完成后 30 日内删除证书照片，仅保留认证结果。</p>
<p>您可以随时撤回本同意，撤回后我们将停止处理并删除相关信息，但这将导致您的认证状态失效，部分仅面向认证医生的内容将无法访问。</p>`

const offlineClassConsent = `<h3>知情同意书</h3>
<p>感谢您报名线下训练营。为完成报名、安排住宿与发放结业证书，我们需要收集您的姓名、手机号码、执业医院、科室与职称。</p>
<ul>
  <li>报名信息将提供给训练营承办方博恩医学教育科技有限公司，用于签到、座位安排与证书制作；</li>
  <li>训练营现场可能进行拍照与录像，相关影像仅用于学术传播，如您不希望出镜请告知工作人员；</li>
  <li>训练营结束 6 个月后，承办方将删除您的报名信息。</li>
</ul>
<p>提交报名即表示您已阅读并同意上述内容。</p>`

const companyConsent = `<h3>第三方信息共享清单说明</h3>
<p>为实现登录、消息通知、学术活动等功能，我们会与以下两类第三方共享必要的个人信息：</p>
<ul>
  <li>受托处理方：代表我们处理数据的服务商，只能按照我们的指示处理，不得用于自身目的；</li>
  <li>合作企业：为学术活动提供支持的企业，只有在您单独同意后才会获得您的信息。</li>
</ul>
<p>具体的公司名称、共享目的与信息类型请见下方清单。清单如有变化，我们会在更新前通知您。</p>`

export const consentContents: readonly (typeof consentContent.$inferInsert)[] = [
  {
    id: 1,
    type: 'BMS',
    title: '敏感信息知情同意书',
    content: bmsConsent,
    version: '2026.1',
    updatedAt: new Date('2026-03-01T00:00:00+08:00'),
  },
  {
    id: 2,
    type: 'OFFLINE_CLASS',
    title: '知情同意书',
    content: offlineClassConsent,
    version: '2026.1',
    updatedAt: new Date('2026-09-01T00:00:00+08:00'),
  },
  {
    id: 3,
    type: 'COMPANY',
    title: '第三方信息共享清单',
    content: companyConsent,
    version: '2026.1',
    updatedAt: new Date('2026-03-01T00:00:00+08:00'),
  },
]

/** flag "1": data processors working on our behalf; flag "2": partner enterprises (separate consent). */
export const consentCompanies: readonly (typeof consentCompany.$inferInsert)[] = [
  {
    id: 1,
    flag: '1',
    name: '深圳市腾讯计算机系统有限公司',
    purpose: '微信登录与微信内分享',
    dataTypes: ['微信昵称', '微信头像', '微信 OpenID'],
    contact: 'Dataprivacy@tencent.com',
    url: 'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
    sortOrder: 1,
  },
  {
    id: 2,
    flag: '1',
    name: '云衡数据科技有限公司',
    purpose: '云服务器托管、数据加密存储与备份',
    dataTypes: ['账号信息', '学习记录', '设备信息'],
    contact: 'privacy@yunheng-data.cn',
    url: 'https://www.yunheng-data.cn/privacy',
    sortOrder: 2,
  },
  {
    id: 3,
    flag: '1',
    name: '信达通短信服务有限公司',
    purpose: '发送登录、注册与活动通知短信',
    dataTypes: ['手机号码'],
    contact: 'privacy@xindatong-sms.cn',
    url: 'https://www.xindatong-sms.cn/privacy',
    sortOrder: 3,
  },
  {
    id: 4,
    flag: '2',
    name: '和睿制药（中国）有限公司',
    purpose: '和睿皮肤科学院专区学术支持，组织学术活动并评估效果',
    dataTypes: ['姓名', '执业医院', '科室', '职称', '专区学习统计'],
    contact: 'dpo@herui-pharma.cn',
    url: 'https://www.herui-pharma.cn/privacy',
    sortOrder: 1,
  },
  {
    id: 5,
    flag: '2',
    name: '博恩医学教育科技有限公司',
    purpose: '线下训练营报名、签到与继续教育学分登记',
    dataTypes: ['姓名', '手机号码', '执业医院', '科室', '课程完成情况'],
    contact: 'privacy@boen-edu.cn',
    url: 'https://www.boen-edu.cn/privacy',
    sortOrder: 2,
  },
  {
    id: 6,
    flag: '2',
    name: '安肤生物科技有限公司',
    purpose: '安肤皮肤屏障专区支持与病例研讨会邀请',
    dataTypes: ['姓名', '执业医院', '科室'],
    contact: 'privacy@anfu-bio.cn',
    url: 'https://www.anfu-bio.cn/privacy',
    sortOrder: 3,
  },
]
