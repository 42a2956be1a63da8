import Button from 'antd-mobile/es/components/button'
import Checkbox from 'antd-mobile/es/components/checkbox'
import Input from 'antd-mobile/es/components/input'
import Radio from 'antd-mobile/es/components/radio'
import Result from 'antd-mobile/es/components/result'
import TextArea from 'antd-mobile/es/components/text-area'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form'
import { ApiError } from '@/runtime/api'
import { visibleFieldIds } from '@/runtime/expr'
import { isDate, isEmail, isIdCard, isMobile, isNumber } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime, useScreenTitle } from '@/runtime/render'
import type { FormRule, WidgetProps } from '@/runtime/schema'
import { AnswerState, useApiAnswer } from '@/runtime/states'
import { ErrorBlock, toast } from '@/runtime/ui'
import styles from './dynamic-form.module.css'
import type { schema } from './dynamic-form.schema'
import {
  draftKey,
  failRedirectKey,
  readDraft,
  readItem,
  redirectTarget,
  successRedirectKey,
  writeItem,
} from './form-storage'

export type DynamicFormProps = WidgetProps<typeof schema>

export type FormFieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'mobile'
  | 'email'
  | 'idCard'
  | 'date'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'upload'

export interface FormField {
  id: string
  type: FormFieldType
  label: string
  required: boolean
  placeholder: string
  options: { label: string; value: string }[]
  maxLength: number | null
  maxCount: number | null
  rule: FormRule | null
}

export interface FormDefinition {
  key: string
  title: string
  description: string
  submitText: string
  successText: string
  loginRequired: boolean
  fields: FormField[]
}

interface FormRecord {
  id: number
  formKey: string
}

type Values = Record<string, string | string[]>

/** text is trimmed and at most 140 characters (issue 6 contract). */
export const TEXT_MAX = 140
const LIST_TYPES: ReadonlySet<FormFieldType> = new Set(['checkbox', 'upload'])

const FORMAT_CHECKS: Partial<Record<FormFieldType, (value: string) => boolean>> = {
  number: isNumber,
  mobile: isMobile,
  email: isEmail,
  idCard: isIdCard,
  date: isDate,
}

function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0
  return typeof value !== 'string' || value.trim() === ''
}

function fieldMax(field: FormField): number | null {
  if (field.type === 'text') return Math.min(field.maxLength ?? TEXT_MAX, TEXT_MAX)
  return field.maxLength
}

/** The fields visible with these answers (a hidden field's answer counts as empty, as on the server). */
export function visibleFields(fields: readonly FormField[], values: Values): FormField[] {
  const visible = visibleFieldIds(fields, values)
  return fields.filter((field) => visible.has(field.id))
}

/** The message of a visible field's answer, or '' when it is fine. */
/** The keyboard a phone opens for a field: digits for numbers and mobiles, the address keyboard for email. */
const INPUT_MODES: Partial<Record<FormFieldType, 'decimal' | 'tel' | 'email'>> = {
  number: 'decimal',
  mobile: 'tel',
  email: 'email',
}

/** Form field id → the profile field (user.detail) that fills it for a certified doctor. */
const PREFILLED: Readonly<Record<string, string>> = { name: 'name', hospital: 'hospital' }

const CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['radio', 'checkbox', 'select'])

/** What a required field says when empty: a choice is chosen, a picture uploaded, the rest filled in. */
export function requiredMessage(field: FormField): string {
  if (CHOICE_TYPES.has(field.type)) return `请选择${field.label}`
  if (field.type === 'upload') return `请上传${field.label}`
  return `请填写${field.label}`
}

/** What a field says when its answer has the wrong form: a number says so plainly. */
function formatMessage(field: FormField): string {
  return field.type === 'number' ? `${field.label}请填写数字` : `${field.label}格式不正确`
}

export function fieldError(field: FormField, value: unknown): string {
  if (isBlank(value)) return field.required ? requiredMessage(field) : ''
  if (Array.isArray(value)) {
    if (field.type === 'upload' && value.length > (field.maxCount ?? 1))
      return `最多上传${field.maxCount ?? 1}张`
    return ''
  }
  const text = String(value).trim()
  const max = fieldMax(field)
  if (max !== null && [...text].length > max) return `${field.label}最多${max}个字`
  const check = FORMAT_CHECKS[field.type]
  if (check && !check(text)) return formatMessage(field)
  return ''
}

/** The answers sent: visible, non-empty fields only, text trimmed. */
export function answersOf(fields: readonly FormField[], values: Values): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {}
  for (const field of visibleFields(fields, values)) {
    const value = values[field.id]
    if (isBlank(value)) continue
    answers[field.id] = Array.isArray(value) ? value : String(value).trim()
  }
  return answers
}

function initialValues(fields: readonly FormField[], draft: Record<string, unknown>): Values {
  const values: Values = {}
  for (const field of fields) {
    const saved = draft[field.id]
    if (LIST_TYPES.has(field.type)) {
      values[field.id] = Array.isArray(saved)
        ? saved.filter((item): item is string => typeof item === 'string')
        : []
    } else {
      values[field.id] = typeof saved === 'string' ? saved : ''
    }
  }
  return values
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * A dynamic form: loads the definition by key, shows each field whose rule passes on the current
 * answers (relation 1 = and, 2 = or; spec §3), checks visible fields with the spec §5 validators, keeps a
 * draft per key in localStorage (restored on return, cleared on success), and on submit follows the
 * stored success redirect (allowlisted) or shows the result page; a failed submit follows the fail redirect.
 */
export default function DynamicForm({
  formKey,
  redirect = '',
  fail = '',
  recordsRoute = 'formRecordDetail',
}: DynamicFormProps & Partial<WidgetRuntimeProps>) {
  const key = String(formKey ?? '').trim()
  const { answer, reload } = useApiAnswer<FormDefinition>({
    api: 'form.definition',
    params: { key },
    enabled: key !== '',
  })

  // The query's redirects are kept per key, so they survive a login round trip.
  useEffect(() => {
    if (!key) return
    if (redirect) writeItem(successRedirectKey(key), String(redirect))
    if (fail) writeItem(failRedirectKey(key), String(fail))
  }, [key, redirect, fail])

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="表单不存在或已下线" lines={6} />
  }
  return <FormBody definition={answer.data} recordsRoute={recordsRoute ?? 'formRecordDetail'} />
}

function FormBody({ definition, recordsRoute }: { definition: FormDefinition; recordsRoute: string }) {
  const runtime = useRuntime()
  const { api, navigator, session, tracker } = runtime
  const { key, fields } = definition
  const [done, setDone] = useState<FormRecord | null>(null)
  // The screen is named after the form (its route's title is the generic 表单).
  useScreenTitle(definition.title)
  const [uploading, setUploading] = useState<string | null>(null)
  const defaults = useMemo(() => initialValues(fields, readDraft(key)), [fields, key])

  const resolver = useMemo<Resolver<Values>>(
    () => async (values) => {
      const errors: FieldErrors<Values> = {}
      for (const field of visibleFields(fields, values)) {
        const message = fieldError(field, values[field.id])
        if (message) errors[field.id] = { type: 'validate', message }
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
    },
    [fields],
  )

  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    getValues,
    setValue,
  } = useForm<Values>({ defaultValues: defaults, resolver, mode: 'onSubmit', reValidateMode: 'onChange' })

  // A certified doctor finds 姓名 and 所在医院 filled in from the profile (fields `name` and `hospital`),
  // where the draft left them empty. The profile's mobile is masked (138****0001): not prefilled.
  const certified = session.loggedIn && runtime.stores.login.isCertified
  useEffect(() => {
    const wanted = fields.filter((field) => PREFILLED[field.id] && field.type === 'text')
    if (!certified || wanted.length === 0) return
    let live = true
    api
      .call<Record<string, unknown>>('user.detail', {}, { silent: true, quiet: true })
      .then((profile) => {
        if (!live) return
        for (const field of wanted) {
          const value = profile[PREFILLED[field.id] as string]
          if (typeof value === 'string' && value.trim() && isBlank(getValues(field.id))) {
            setValue(field.id, value.trim())
          }
        }
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, certified, fields, getValues, setValue])
  const values = useWatch({ control }) as Values
  const shown = visibleFields(fields, { ...defaults, ...values })
  const saved = useRef(false)

  // The draft follows every change (restored by defaults on return).
  useEffect(() => {
    if (!saved.current) {
      saved.current = true
      return
    }
    writeItem(draftKey(key), JSON.stringify(values))
  }, [key, values])

  const follow = (raw: string): boolean => {
    const target = redirectTarget(raw)
    if (!target) return false
    if (target.kind === 'path') navigator.replace(target.to)
    else globalThis.location?.assign(target.url)
    return true
  }

  const onSubmit = async (current: Values) => {
    if (!session.loggedIn) {
      writeItem(draftKey(key), JSON.stringify(current))
      session.relogin()
      return
    }
    try {
      const record = await api.call<FormRecord>('form.submit', { key, answers: answersOf(fields, current) })
      tracker?.event('form_save', { formKey: key, recordId: record.id })
      writeItem(draftKey(key), '')
      toast(definition.successText || '提交成功')
      if (follow(readItem(successRedirectKey(key)))) return
      setDone(record)
    } catch (error) {
      // The API client has toasted why; a validation answer keeps the doctor on the form.
      if (error instanceof ApiError && error.code === 'form.answer.invalid') return
      follow(readItem(failRedirectKey(key)))
    }
  }

  // A long form: the first field with an error is brought into view (and its input focused).
  const onInvalid = (invalid: FieldErrors<Values>) => {
    const first = shown.find((field) => invalid[field.id])
    if (!first) return
    const id = `form-${key}-${first.id}`
    globalThis.document?.getElementById(`${id}-field`)?.scrollIntoView?.({ block: 'center' })
    globalThis.document?.getElementById(id)?.focus?.({ preventScroll: true })
  }

  const onUpload = async (
    fieldId: string,
    file: File | undefined,
    current: string[],
    onChange: (v: string[]) => void,
  ) => {
    if (!file) return
    if (!session.loggedIn) {
      writeItem(draftKey(key), JSON.stringify(getValues()))
      session.relogin()
      return
    }
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) {
      toast('仅支持 PNG / JPG / WebP 图片')
      return
    }
    if (file.size > 512 * 1024) {
      toast('图片不能超过 512KB')
      return
    }
    setUploading(fieldId)
    try {
      const dataUrl = await readFile(file)
      const answer = await api.call<{ url: string }>('form.upload', { dataUrl })
      onChange([...current, answer.url])
    } catch {
      // Toasted by the API client.
    } finally {
      setUploading(null)
    }
  }

  if (done) {
    return (
      <section className={styles.result}>
        <Result
          status="success"
          title={definition.successText || '提交成功'}
          description={definition.title}
        />
        <div className={styles.resultActions}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigator.push(recordsRoute, { projectKey: key })}
          >
            查看我的记录
          </Button>
          <Button block shape="rounded" onClick={() => navigator.back()}>
            返回
          </Button>
        </div>
      </section>
    )
  }

  if (fields.length === 0) {
    return <ErrorBlock status="empty" title="表单暂无内容" description="" fullPage={false} />
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{definition.title}</h1>
        {definition.description ? (
          <div
            className={styles.description}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(definition.description) }}
          />
        ) : null}
      </header>
      <ol className={styles.fields}>
        {shown.map((field, index) => {
          const message = errors[field.id]?.message
          const inputId = `form-${key}-${field.id}`
          return (
            <li key={field.id} id={`${inputId}-field`} className={styles.field} data-field={field.id}>
              <label className={styles.label} htmlFor={inputId} id={`${inputId}-label`}>
                <span className={styles.index}>{index + 1}.</span>
                {field.label}
                {field.required ? <span className={styles.required}>*</span> : null}
              </label>
              <Controller
                name={field.id}
                control={control}
                render={({ field: input }) => {
                  const value = input.value
                  const text = typeof value === 'string' ? value : ''
                  const list = Array.isArray(value) ? value : []
                  const placeholder = field.placeholder || `请输入${field.label}`
                  switch (field.type) {
                    case 'textarea':
                      return (
                        <TextArea
                          id={inputId}
                          className={styles.textarea}
                          value={text}
                          onChange={input.onChange}
                          placeholder={placeholder}
                          maxLength={field.maxLength ?? undefined}
                          showCount={field.maxLength !== null}
                          autoSize={{ minRows: 3, maxRows: 8 }}
                        />
                      )
                    case 'radio':
                      return (
                        <Radio.Group value={text} onChange={(next) => input.onChange(String(next))}>
                          <div
                            className={styles.options}
                            role="radiogroup"
                            aria-labelledby={`${inputId}-label`}
                          >
                            {field.options.map((option) => (
                              <Radio key={option.value} value={option.value} className={styles.option}>
                                {option.label}
                              </Radio>
                            ))}
                          </div>
                        </Radio.Group>
                      )
                    case 'checkbox':
                      return (
                        <Checkbox.Group value={list} onChange={(next) => input.onChange(next.map(String))}>
                          <fieldset className={styles.options} aria-labelledby={`${inputId}-label`}>
                            {field.options.map((option) => (
                              <Checkbox key={option.value} value={option.value} className={styles.option}>
                                {option.label}
                              </Checkbox>
                            ))}
                          </fieldset>
                        </Checkbox.Group>
                      )
                    case 'select':
                      return (
                        <select
                          id={inputId}
                          className={styles.select}
                          value={text}
                          onChange={(event) => input.onChange(event.target.value)}
                        >
                          <option value="">{field.placeholder || '请选择'}</option>
                          {field.options.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      )
                    case 'date':
                      return (
                        <input
                          id={inputId}
                          type="date"
                          className={styles.native}
                          value={text}
                          onChange={(event) => input.onChange(event.target.value)}
                        />
                      )
                    case 'upload':
                      return (
                        <div className={styles.uploads}>
                          {list.map((url, position) => (
                            <div key={url.slice(-32) + String(position)} className={styles.thumb}>
                              <img src={url} alt={`${field.label} ${position + 1}`} />
                              <button
                                type="button"
                                className={styles.remove}
                                aria-label="删除图片"
                                onClick={() => input.onChange(list.filter((_, at) => at !== position))}
                              >
                                ×
                              </button>
                            </div>
                          ))}
                          {list.length < (field.maxCount ?? 1) ? (
                            <label className={styles.picker}>
                              <input
                                id={inputId}
                                type="file"
                                accept="image/png,image/jpeg,image/webp"
                                className={styles.file}
                                disabled={uploading === field.id}
                                onChange={(event) => {
                                  const file = event.target.files?.[0]
                                  event.target.value = ''
                                  void onUpload(field.id, file, list, input.onChange)
                                }}
                              />
                              <span aria-hidden="true">{uploading === field.id ? '…' : '+'}</span>
                              <span className={styles.pickerText}>
                                {uploading === field.id ? '上传中' : '上传图片'}
                              </span>
                            </label>
                          ) : null}
                        </div>
                      )
                    default:
                      return (
                        <Input
                          id={inputId}
                          className={styles.input}
                          value={text}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          placeholder={placeholder}
                          type={field.type === 'mobile' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
                          inputMode={INPUT_MODES[field.type]}
                          maxLength={fieldMax(field) ?? undefined}
                          clearable
                        />
                      )
                  }
                }}
              />
              {message ? (
                <p className={styles.error} role="alert">
                  {message}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div className={styles.submitBar}>
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={isSubmitting}>
          {definition.submitText || '提交'}
        </Button>
      </div>
    </form>
  )
}
