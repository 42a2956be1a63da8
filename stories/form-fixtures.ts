/** Shared fixtures of the dynamic-form stories (the seed's 样品试用申请 and 会议报名 forms). */

const field = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label,
  required: false,
  placeholder: '',
  options: [] as { label: string; value: string }[],
  maxLength: null as number | null,
  maxCount: null as number | null,
  rule: null as unknown,
  ...extra,
})

const YES_NO = [
  { label: '是', value: 'yes' },
  { label: '否', value: 'no' },
]

export const trialForm = {
  key: 'sample-trial',
  title: '样品试用申请',
  description: '<p>填写申请后，工作人员将在 3 个工作日内与您联系。</p>',
  submitText: '提交申请',
  successText: '申请已提交，请留意短信通知',
  loginRequired: true,
  fields: [
    field('name', 'text', '姓名', { required: true }),
    field('mobile', 'mobile', '手机号', { required: true }),
    field('idCard', 'idCard', '身份证号', { required: true }),
    field('birthday', 'date', '出生日期'),
    field('city', 'select', '所在城市', {
      required: true,
      options: [
        { label: '北京', value: 'bj' },
        { label: '上海', value: 'sh' },
      ],
    }),
    field('skinType', 'radio', '您的肤质', {
      required: true,
      options: [
        { label: '干性', value: 'dry' },
        { label: '油性', value: 'oily' },
        { label: '敏感性', value: 'sensitive' },
      ],
    }),
    field('allergy', 'radio', '是否有过敏史', { required: true, options: YES_NO }),
    field('sensitiveNote', 'textarea', '请描述敏感或过敏情况', {
      required: true,
      maxLength: 300,
      rule: {
        relation: 2,
        expressions: [
          { formItemId: 'skinType', expression: 'eq', optionValue: 'sensitive' },
          { formItemId: 'allergy', expression: 'eq', optionValue: 'yes' },
        ],
      },
    }),
    field('photo', 'upload', '面部照片（选填）', { maxCount: 3 }),
  ],
}

export const formRecord = (id: number, minutesAgo = 60) => ({
  id,
  formKey: 'meeting-signup',
  formTitle: '2026 皮肤科学术年会报名',
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  answers: [
    { id: 'name', label: '姓名', type: 'text', value: ['李医生'] },
    { id: 'mobile', label: '手机号', type: 'mobile', value: ['13800000001'] },
    { id: 'attend', label: '参会方式', type: 'radio', value: ['线下'] },
    { id: 'topics', label: '感兴趣的议题', type: 'checkbox', value: ['痤疮', '光电治疗'] },
  ],
})

export const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
