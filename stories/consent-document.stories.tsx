import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import ConsentDocument from '@/widgets/consent-document/consent-document'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const bmsHtml =
  '<p>尊敬的医生用户：</p>' +
  '<p>为向您提供课程学习、学分核算与学术活动服务，我们需要处理您的<strong>执业信息、联系方式与学习记录</strong>等敏感个人信息。请您仔细阅读以下内容。</p>' +
  '<h3>一、我们处理的敏感个人信息</h3>' +
  '<ul><li>医师资格证书与执业证书信息，用于资质认证；</li><li>手机号码，用于登录与安全验证；</li><li>课程学习与考试记录，用于继续医学教育学分核算。</li></ul>' +
  '<h3>二、处理目的与方式</h3>' +
  '<p>上述信息仅用于本知情同意书所述目的，我们将采取加密存储、访问控制等安全措施保护您的信息。</p>' +
  '<h3>三、您的权利</h3>' +
  '<p>您可随时在“我的—设置”中查阅、更正或删除您的个人信息，也可撤回本同意。撤回同意不影响撤回前基于同意已进行的处理活动。</p>'

const bms = {
  id: 3,
  type: 'BMS',
  title: '敏感信息知情同意书',
  content: bmsHtml,
  version: '2026.1',
  updatedAt: '2026-03-01T08:00:00.000Z',
}

const longHtml = Array.from(
  { length: 8 },
  (_, index) =>
    `<h3>第${index + 1}条 线下训练营报名须知</h3>` +
    '<p>参加“银屑病生物制剂规范化治疗”线下训练营的学员，须如实填写执业医院、科室与职称信息。训练营期间的病例讨论可能涉及临床照片与皮肤镜图像，学员应遵守患者隐私保护相关规定，不得拍摄、传播或用于训练营以外的用途。</p>' +
    '<table><tr><th>项目</th><th>说明</th></tr><tr><td>学分</td><td>Ⅰ类继续医学教育学分 6 分</td></tr><tr><td>地点</td><td>上海市徐汇区宛平南路 600 号学术报告厅（地铁 4 号线上海体育馆站 3 号口）</td></tr></table>',
).join('')

/** Puts an agreement in localStorage before the widget reads it. */
function storedAgreement(key: string, value: string): Decorator {
  return (Story) => {
    localStorage.setItem(key, value)
    return <Story />
  }
}

const meta = {
  title: 'Partners/ConsentDocument',
  component: ConsentDocument,
  ...widgetDocs('ConsentDocument'),
  args: { ...runtimeArgs(), type: 'BMS' },
  decorators: [withRuntime({ api: { 'consent.content': bms } })],
} satisfies Meta<typeof ConsentDocument>

export default meta
type Story = StoryObj<typeof meta>

/** The consent detail screen: read only. */
export const ReadOnly: Story = { args: { id: 3 } }

/** The sensitive-information consent (/consent/bms): 不同意 / 同意 at the bottom. */
export const BmsToAgree: Story = {
  args: {
    acceptKey: 'story_bms_consent_accept_new',
    showActions: true,
    onAgree: [{ type: 'back' }],
    onDisagree: [{ type: 'back' }],
  },
}

/** Agreed before (stored under the key): 已同意 and when. */
export const AlreadyAccepted: Story = {
  args: { acceptKey: 'story_bms_consent_accept_done', showActions: true, onAgree: [{ type: 'back' }] },
  decorators: [
    storedAgreement(
      'story_bms_consent_accept_done',
      JSON.stringify({ accepted: true, version: '2026.1', at: '2026-03-12T02:30:00.000Z' }),
    ),
  ],
}

/** The old stored form ('1') still counts as agreed. */
export const AcceptedLegacyValue: Story = {
  args: { acceptKey: 'story_bms_consent_accept_legacy', showActions: true },
  decorators: [storedAgreement('story_bms_consent_accept_legacy', '1')],
}

/** Agreed to an older version: the document changed, so it asks again. */
export const NewVersionAsksAgain: Story = {
  args: { acceptKey: 'story_bms_consent_accept_old', showActions: true },
  decorators: [
    storedAgreement(
      'story_bms_consent_accept_old',
      JSON.stringify({ accepted: true, version: '2025.2', at: '2025-08-01T02:30:00.000Z' }),
    ),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ api: { 'consent.content': pending } })],
}

/** The document could not be loaded: a retry. */
export const Failed: Story = {
  decorators: [
    withRuntime({
      api: { 'consent.content': refused(404, 'resource.consent.not.found', '未找到知情同意书') },
    }),
  ],
}

/** A long offline-class consent with tables: the page scrolls, tables scroll sideways. */
export const LongDocument: Story = {
  args: { type: 'OFFLINE_CLASS', showActions: true },
  decorators: [
    withRuntime({
      api: {
        'consent.content': {
          ...bms,
          id: 7,
          type: 'OFFLINE_CLASS',
          title: '“银屑病生物制剂规范化治疗”线下训练营学员报名及个人信息处理知情同意书（2026 年春季班）',
          content: longHtml,
          version: '2026.3',
        },
      },
    }),
  ],
}

/** HTML with a script, an event handler and a javascript: link: all removed before display. */
export const UnsafeHtmlSanitized: Story = {
  decorators: [
    withRuntime({
      api: {
        'consent.content': {
          ...bms,
          content:
            '<p>正文第一段。</p><script>window.__consentXss = 1</script>' +
            '<img src="x" onerror="window.__consentXss = 2" alt="">' +
            '<p><a href="javascript:void(window.__consentXss = 3)">危险链接</a></p>',
        },
      },
    }),
  ],
}
