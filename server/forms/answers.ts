import {
  formFormatMessage,
  formRequiredMessage,
  formTooLongMessage,
  formTooManyMessage,
} from '../../schemas/meta/form-messages'
import type { FormField, FormFieldRule, FormRecordAnswer } from '../db/index'

/**
 * Checks submitted answers against a form definition (spec §3 dynamic-form rules, §5 validators). The
 * server is a separate program from the client (dependency-cruiser), so the rule evaluator is the same
 * small algorithm as src/runtime/expr/form-rule.ts: eq passes only for a non-empty answer equal to the
 * option value (or, for a list, including it); ne is the opposite; relation 1 = and, 2 = or. Its
 * messages are the app's (schemas/meta/form-messages.ts).
 */

export type Answer = string | number | string[]
export type Answers = Record<string, Answer>

export class FormAnswerError extends Error {}

const TEXT_MAX = 140

function isEmpty(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true
  if (typeof answer === 'string') return answer.trim() === ''
  if (Array.isArray(answer)) return answer.length === 0
  return false
}

export function ruleVisible(rule: FormFieldRule | null, answers: Answers): boolean {
  if (!rule || rule.expressions.length === 0) return true
  const results = rule.expressions.map((expression) => {
    const answer = answers[String(expression.formItemId)]
    const target = String(expression.optionValue)
    const equals =
      !isEmpty(answer) &&
      (Array.isArray(answer) ? answer.some((item) => String(item) === target) : String(answer) === target)
    return expression.expression === 'eq' ? equals : !equals
  })
  return rule.relation === 1 ? results.every(Boolean) : results.some(Boolean)
}

const MOBILE = /^1[2-9]\d{9}$/
const EMAIL = /^\w+(?:(?:-\w+)|(?:\.\w+))*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z0-9]+$/
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  if (year < 1800 || !realDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + Number(value.charAt(index)) * weight, 0)
  return '10X98765432'.charAt(sum % 11) === value.charAt(17).toUpperCase()
}

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match !== null && realDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

function asText(field: FormField, answer: Answer): string {
  if (Array.isArray(answer)) throw new FormAnswerError(formFormatMessage(field.type, field.label))
  return String(answer).trim()
}

function optionLabel(field: FormField, value: string): string {
  const option = field.options.find((item) => item.value === value)
  if (!option) throw new FormAnswerError(`${field.label}的选项无效`)
  return option.label
}

/** The answer of one visible, non-empty field as text lines; throws FormAnswerError when invalid. */
function answerLines(field: FormField, answer: Answer): string[] {
  switch (field.type) {
    case 'checkbox': {
      const values = Array.isArray(answer) ? answer : [String(answer)]
      return [...new Set(values)].map((value) => optionLabel(field, value))
    }
    case 'upload': {
      const urls = Array.isArray(answer) ? answer : [String(answer)]
      if (urls.length > (field.maxCount ?? 1))
        throw new FormAnswerError(formTooManyMessage(field.label, field.maxCount ?? 1))
      if (!urls.every((url) => /^(https?:\/\/|\/|data:image\/)/.test(url)))
        throw new FormAnswerError(formFormatMessage(field.type, field.label))
      return urls
    }
    case 'radio':
    case 'select':
      return [optionLabel(field, asText(field, answer))]
    default: {
      const text = asText(field, answer)
      const max = field.type === 'text' ? Math.min(field.maxLength ?? TEXT_MAX, TEXT_MAX) : field.maxLength
      if (max !== null && [...text].length > max)
        throw new FormAnswerError(formTooLongMessage(field.label, max))
      const valid =
        (field.type === 'number' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) ||
        (field.type === 'mobile' && MOBILE.test(text)) ||
        (field.type === 'email' && EMAIL.test(text)) ||
        (field.type === 'idCard' && isIdCard(text)) ||
        (field.type === 'date' && isDate(text)) ||
        field.type === 'text' ||
        field.type === 'textarea'
      if (!valid) throw new FormAnswerError(formFormatMessage(field.type, field.label))
      return [text]
    }
  }
}

/**
 * The ids of the fields visible with these answers: a hidden field's answer counts as empty for the
 * others' rules, repeated until nothing changes (the client's visibleFieldIds).
 */
export function visibleFieldIds(fields: readonly FormField[], answers: Answers): Set<string> {
  let visible = new Set(fields.map((field) => field.id))
  for (let round = 0; round <= fields.length; round += 1) {
    const shown: Answers = {}
    for (const [id, answer] of Object.entries(answers)) if (visible.has(id)) shown[id] = answer
    const next = new Set(fields.filter((field) => ruleVisible(field.rule, shown)).map((field) => field.id))
    if (next.size === visible.size && [...next].every((id) => visible.has(id))) return next
    visible = next
  }
  return visible
}

/**
 * The record lines of the fields visible with these answers. Hidden fields' answers are dropped, visible
 * required fields must be answered.
 */
export function checkAnswers(fields: readonly FormField[], answers: Answers): FormRecordAnswer[] {
  const lines: FormRecordAnswer[] = []
  const visible = visibleFieldIds(fields, answers)
  for (const field of fields) {
    if (!visible.has(field.id)) continue
    const answer = answers[field.id]
    if (answer === undefined || isEmpty(answer)) {
      if (field.required) throw new FormAnswerError(formRequiredMessage(field.type, field.label))
      continue
    }
    lines.push({ id: field.id, label: field.label, type: field.type, value: answerLines(field, answer) })
  }
  return lines
}
