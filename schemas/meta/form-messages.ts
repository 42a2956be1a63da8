import type { formFieldTypeSchema } from '../api/form'

/**
 * What a dynamic form says about an answer, shared by the app (which checks first) and the server (which
 * checks again), so a doctor reads the same words from both. Spec §5 names the validators (mobile, email,
 * number, ID card, date, ...) but not their messages: these are ours (decision 0021). Each names what is
 * expected rather than saying 格式不正确.
 */

/** A field's type, as the form contract lists them (schemas/api/form.ts). */
export type FormMessageFieldType = (typeof formFieldTypeSchema.enum)[number]

/** Picked rather than typed: options, and a date from the phone's date picker. */
const CHOICE_TYPES: ReadonlySet<string> = new Set(['radio', 'checkbox', 'select', 'date'])

/** A label already phrased as a request (请描述…) is said as it is, never as 请填写请描述…. */
function asks(label: string): boolean {
  return label.startsWith('请')
}

/** A required field left empty: a choice (or date) is chosen, a picture uploaded, the rest filled in. */
export function formRequiredMessage(type: string, label: string): string {
  if (asks(label)) return label
  if (CHOICE_TYPES.has(type)) return `请选择${label}`
  if (type === 'upload') return `请上传${label}`
  return `请填写${label}`
}

/** The hint inside an empty input (请输入…) or a select's first line (请选择…). */
export function formPlaceholder(type: string, label: string): string {
  if (asks(label)) return label
  if (CHOICE_TYPES.has(type)) return `请选择${label}`
  return `请输入${label}`
}

/** An answer of the wrong form, by what the field expects (spec §5 validators). */
export function formFormatMessage(type: string, label: string): string {
  switch (type) {
    case 'number':
      return `${label}请填写数字`
    case 'mobile':
      return `${label}应为 11 位手机号码`
    case 'email':
      return `${label}应为有效的邮箱地址`
    case 'idCard':
      return `${label}应为有效的 18 位身份证号码`
    case 'date':
      return `${label}应为有效日期，如 2026-01-31`
    case 'upload':
      return `${label}的图片无效，请重新上传`
    default:
      return `${label}格式不正确`
  }
}

/** Text longer than the field takes (text at most 140, spec §5). */
export function formTooLongMessage(label: string, max: number): string {
  return `${label}最多${max}个字`
}

/** More pictures than the field takes. */
export function formTooManyMessage(label: string, max: number): string {
  return `${label}最多上传${max}张`
}
