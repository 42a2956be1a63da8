import { type Database, type FormRecordAnswer, formRecord } from '../db/index'

/**
 * The demo doctor's records of the dynamic forms of the issue 6 contract (docs/server.md, Dynamic
 * forms). The forms themselves are content: `content/forms/<key>.json` (three whose visibility rules hide
 * and show later fields, one offline), applied by ./content.ts before this runs. Record ids 1 and 2 are
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

/** The records; the forms they answer must be there (./content.ts). */
export async function seedForms(database: Database, nowDate: Date = new Date()): Promise<number> {
  const { db } = database
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
  return records.length
}
