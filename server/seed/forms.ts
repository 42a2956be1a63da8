import { type Database, type FormField, type FormRecordAnswer, formDefinition, formRecord } from '../db/index'

/**
 * Dynamic forms of the issue 6 contract (docs/server.md, Dynamic forms): three forms whose visibility
 * rules hide and show later fields, and two records of the demo doctor 10001. Record ids 1 and 2 are
 * explicit; new records count from 1001.
 */

/** The demo doctor with a rich history (./accounts.ts). */
const CERTIFIED_DOCTOR = 10_001

export const FORM_KEYS = {
  /** 皮肤科诊疗调研: acneCount shows on hasAcne = yes; laserNote on treatments including laser. */
  survey: 'derma-survey',
  /** 样品试用申请: or / and mixes with ne (sensitiveNote, patchTest). */
  trial: 'sample-trial',
  /** 会议报名: hotel on attend = offline; arrivalDate on offline and hotel = yes. */
  meeting: 'meeting-signup',
  /** Offline (active = false): form.definition answers 404. */
  offline: 'closed-form',
} as const

export const FORM_RECORD_IDS = { survey: 1, meeting: 2 } as const

const YES_NO = [
  { label: '是', value: 'yes' },
  { label: '否', value: 'no' },
]

function field(
  id: string,
  type: FormField['type'],
  label: string,
  extra: Partial<Omit<FormField, 'id' | 'type' | 'label'>> = {},
): FormField {
  return {
    id,
    type,
    label,
    required: false,
    placeholder: '',
    options: [],
    maxLength: null,
    maxCount: null,
    rule: null,
    ...extra,
  }
}

export const formSeed: (typeof formDefinition.$inferInsert)[] = [
  {
    key: FORM_KEYS.survey,
    title: '皮肤科诊疗调研',
    description: '<p>本调研约需 3 分钟，感谢您的参与。您的回答仅用于学术研究。</p>',
    submitText: '提交问卷',
    successText: '感谢参与！问卷已提交',
    fields: [
      field('name', 'text', '姓名', { required: true, placeholder: '请输入真实姓名', maxLength: 20 }),
      field('hospital', 'text', '所在医院', { required: true }),
      field('title', 'radio', '职称', {
        required: true,
        options: [
          { label: '主任医师', value: 'chief' },
          { label: '副主任医师', value: 'associate' },
          { label: '主治医师', value: 'attending' },
          { label: '住院医师', value: 'resident' },
        ],
      }),
      field('hasAcne', 'radio', '您是否接诊痤疮患者', { required: true, options: YES_NO }),
      field('acneCount', 'number', '每月接诊痤疮患者人数', {
        required: true,
        rule: { relation: 1, expressions: [{ formItemId: 'hasAcne', expression: 'eq', optionValue: 'yes' }] },
      }),
      field('treatments', 'checkbox', '常用治疗方式', {
        required: true,
        options: [
          { label: '外用药物', value: 'topical' },
          { label: '口服药物', value: 'oral' },
          { label: '光电治疗', value: 'laser' },
          { label: '化学换肤', value: 'peel' },
        ],
        rule: { relation: 1, expressions: [{ formItemId: 'hasAcne', expression: 'eq', optionValue: 'yes' }] },
      }),
      field('laserNote', 'textarea', '光电治疗的常用设备与参数', {
        maxLength: 500,
        rule: {
          relation: 1,
          expressions: [{ formItemId: 'treatments', expression: 'eq', optionValue: 'laser' }],
        },
      }),
      field('mobile', 'mobile', '手机号', { required: true }),
      field('email', 'email', '邮箱'),
    ],
  },
  {
    key: FORM_KEYS.trial,
    title: '样品试用申请',
    description: '<p>填写申请后，工作人员将在 3 个工作日内与您联系。</p>',
    submitText: '提交申请',
    successText: '申请已提交，请留意短信通知',
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
          { label: '广州', value: 'gz' },
          { label: '成都', value: 'cd' },
        ],
      }),
      field('skinType', 'radio', '您的肤质', {
        required: true,
        options: [
          { label: '干性', value: 'dry' },
          { label: '油性', value: 'oily' },
          { label: '混合性', value: 'mixed' },
          { label: '敏感性', value: 'sensitive' },
        ],
      }),
      field('allergy', 'radio', '是否有过敏史', { required: true, options: YES_NO }),
      // or: either answer shows it.
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
      // and of two ne: only when neither sensitive skin nor an allergy (an empty answer also passes ne).
      field('patchTest', 'radio', '是否愿意先做斑贴试验', {
        options: YES_NO,
        rule: {
          relation: 1,
          expressions: [
            { formItemId: 'skinType', expression: 'ne', optionValue: 'sensitive' },
            { formItemId: 'allergy', expression: 'ne', optionValue: 'yes' },
          ],
        },
      }),
      field('photo', 'upload', '面部照片（选填）', { maxCount: 3 }),
    ],
  },
  {
    key: FORM_KEYS.meeting,
    title: '2026 皮肤科学术年会报名',
    description: '<p>会议时间：2026 年 12 月 12 日 · 上海国际会议中心</p>',
    submitText: '立即报名',
    successText: '报名成功，会议详情将通过短信发送',
    fields: [
      field('name', 'text', '姓名', { required: true }),
      field('mobile', 'mobile', '手机号', { required: true }),
      field('attend', 'radio', '参会方式', {
        required: true,
        options: [
          { label: '线上', value: 'online' },
          { label: '线下', value: 'offline' },
        ],
      }),
      field('hotel', 'radio', '是否需要安排住宿', {
        required: true,
        options: YES_NO,
        rule: {
          relation: 1,
          expressions: [{ formItemId: 'attend', expression: 'eq', optionValue: 'offline' }],
        },
      }),
      field('arrivalDate', 'date', '到达日期', {
        required: true,
        rule: {
          relation: 1,
          expressions: [
            { formItemId: 'attend', expression: 'eq', optionValue: 'offline' },
            { formItemId: 'hotel', expression: 'eq', optionValue: 'yes' },
          ],
        },
      }),
      field('remark', 'textarea', '备注', { maxLength: 200 }),
    ],
  },
  {
    key: FORM_KEYS.offline,
    title: '已下线的表单',
    active: false,
    fields: [field('name', 'text', '姓名', { required: true })],
  },
]

const surveyAnswers: FormRecordAnswer[] = [
  { id: 'name', label: '姓名', type: 'text', value: ['李医生'] },
  { id: 'hospital', label: '所在医院', type: 'text', value: ['上海市皮肤病医院'] },
  { id: 'title', label: '职称', type: 'radio', value: ['主治医师'] },
  { id: 'hasAcne', label: '您是否接诊痤疮患者', type: 'radio', value: ['是'] },
  { id: 'acneCount', label: '每月接诊痤疮患者人数', type: 'number', value: ['120'] },
  { id: 'treatments', label: '常用治疗方式', type: 'checkbox', value: ['外用药物', '光电治疗'] },
  { id: 'laserNote', label: '光电治疗的常用设备与参数', type: 'textarea', value: ['强脉冲光 560nm'] },
  { id: 'mobile', label: '手机号', type: 'mobile', value: ['13800000001'] },
]

const meetingAnswers: FormRecordAnswer[] = [
  { id: 'name', label: '姓名', type: 'text', value: ['李医生'] },
  { id: 'mobile', label: '手机号', type: 'mobile', value: ['13800000001'] },
  { id: 'attend', label: '参会方式', type: 'radio', value: ['线上'] },
]

export async function seedForms(database: Database, nowDate: Date = new Date()): Promise<number> {
  const { db } = database
  const definitions = await db
    .insert(formDefinition)
    .values(formSeed)
    .onConflictDoNothing()
    .returning({ key: formDefinition.key })
  const records = await db
    .insert(formRecord)
    .values([
      {
        id: FORM_RECORD_IDS.survey,
        formKey: FORM_KEYS.survey,
        accountId: CERTIFIED_DOCTOR,
        answers: surveyAnswers,
        createdAt: new Date(nowDate.getTime() - 3 * 86_400_000),
      },
      {
        id: FORM_RECORD_IDS.meeting,
        formKey: FORM_KEYS.meeting,
        accountId: CERTIFIED_DOCTOR,
        answers: meetingAnswers,
        createdAt: new Date(nowDate.getTime() - 86_400_000),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: formRecord.id })
  return definitions.length + records.length
}
