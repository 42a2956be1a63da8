import Button from 'antd-mobile/es/components/button'
import Checkbox from 'antd-mobile/es/components/checkbox'
import Input from 'antd-mobile/es/components/input'
import Radio from 'antd-mobile/es/components/radio'
import Result from 'antd-mobile/es/components/result'
import TextArea from 'antd-mobile/es/components/text-area'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form'
import { ApiError } from '@/runtime/api'
import { useRead, useWrite } from '@/runtime/data'
import { TEXT_INPUT_MAX_LENGTH } from '@/runtime/format'
import {
  formFormatMessage,
  formPlaceholder,
  formRequiredMessage,
  formTooLongMessage,
  formTooManyMessage,
  isDate,
  isEmail,
  isIdCard,
  isMobile,
  isNumber,
  visibleFieldIds,
} from '@/runtime/forms'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime, useScreenTitle } from '@/runtime/render'
import type { FormRule, WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { ErrorBlock, toast } from '@/runtime/ui'
import { reads } from './dynamic-form.data'
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
  if (field.type === 'text') return Math.min(field.maxLength ?? TEXT_INPUT_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH)
  return field.maxLength
}

/** The fields visible with these answers (a hidden field's answer counts as empty, as on the server). */
export function visibleFields(fields: readonly FormField[], values: Values): FormField[] {
  const visible = visibleFieldIds(fields, values)
  return fields.filter((field) => visible.has(field.id))
}

/** The keyboard a phone opens for a field: digits (with a decimal point) for numbers, a phone pad, email's. */
const INPUT_MODES: Partial<Record<FormFieldType, 'decimal' | 'tel' | 'email'>> = {
  number: 'decimal',
  mobile: 'tel',
  email: 'email',
}

/**
 * What a certified doctor finds filled in, by field id and type: 姓名 and 所在医院 from the profile
 * (user.detail), 手机号 from the login (user.info's loginName: the profile's mobile is masked).
 */
type PrefillSource = 'name' | 'hospital' | 'mobile'
const PREFILLED: Readonly<Record<string, { type: FormFieldType; from: PrefillSource }>> = {
  name: { type: 'text', from: 'name' },
  hospital: { type: 'text', from: 'hospital' },
  mobile: { type: 'mobile', from: 'mobile' },
}

/** The fields a certified doctor's profile fills in. */
export function prefilledFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => PREFILLED[field.id]?.type === field.type)
}

/** What a required field says when empty (shared with the server). */
export function requiredMessage(field: FormField): string {
  return formRequiredMessage(field.type, field.label)
}

/** The message of a visible field's answer, or '' when it is fine. */
export function fieldError(field: FormField, value: unknown): string {
  if (isBlank(value)) return field.required ? requiredMessage(field) : ''
  if (Array.isArray(value)) {
    const most = field.maxCount ?? 1
    if (field.type === 'upload' && value.length > most) return formTooManyMessage(field.label, most)
    return ''
  }
  const text = String(value).trim()
  const max = fieldMax(field)
  if (max !== null && [...text].length > max) return formTooLongMessage(field.label, max)
  const check = FORMAT_CHECKS[field.type]
  if (check && !check(text)) return formFormatMessage(field.type, field.label)
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

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The prefilled answers of these fields from what the app knows of the doctor: user.detail's name and
 * hospital; the login mobile the session keeps (`known`), else user.info's. A source that failed (null)
 * fills nothing.
 */
function profileAnswers(
  fields: readonly FormField[],
  profile: Record<string, unknown> | null,
  info: Record<string, unknown> | null,
  known: string,
): Record<string, string> {
  const mobile = isMobile(known) ? known : text(info?.loginName)
  const found: Record<string, string> = {}
  for (const field of fields) {
    const from = PREFILLED[field.id]?.from
    if (from === 'mobile') {
      if (isMobile(mobile)) found[field.id] = mobile
    } else if (from) {
      const value = text(profile?.[from])
      if (value) found[field.id] = value
    }
  }
  return found
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
  const { answer, reload } = useRead<FormDefinition>(reads.definition, {
    props: { formKey: key || undefined },
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
  const { navigator, session, tracker } = runtime
  const { key, fields } = definition
  const submission = useWrite('form.submit')
  // An upload changes no read (its picture is the doctor's answer until the form is sent).
  const upload = useWrite('form.upload')
  const [done, setDone] = useState(false)
  // The screen is named after the form (its route's title is the generic 表单).
  useScreenTitle(definition.title)
  const [uploading, setUploading] = useState<string | null>(null)
  const draft = useMemo(() => readDraft(key), [key])
  const defaults = useMemo(() => initialValues(fields, draft), [fields, draft])

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

  // A certified doctor finds 姓名, 所在医院 and 手机号 filled in (prefilledFields). Never over an answer:
  // neither what the doctor typed meanwhile nor what a saved draft holds (even emptied on purpose).
  const certified = session.loggedIn && runtime.stores.login.isCertified
  const wanted = useMemo(
    () => (certified ? prefilledFields(fields).filter((field) => !Object.hasOwn(draft, field.id)) : []),
    [certified, fields, draft],
  )
  const sources = new Set(wanted.map((field) => PREFILLED[field.id]?.from))
  const known = text(runtime.stores.user.userInfo?.loginName)
  const profile = useRead<Record<string, unknown>>(reads.profile, {
    enabled: sources.has('name') || sources.has('hospital'),
  })
  // The login's mobile is asked for only when the session does not know it.
  const login = useRead<Record<string, unknown>>(reads.login, {
    enabled: sources.has('mobile') && !isMobile(known),
  })
  const settled = profile.answer.status !== 'loading' && login.answer.status !== 'loading'
  // Filled in once, when both sources have answered: a later refresh never refills what the doctor cleared.
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || wanted.length === 0 || !settled) return
    prefilled.current = true
    const found = profileAnswers(
      wanted,
      profile.answer.status === 'ready' ? profile.answer.data : null,
      login.answer.status === 'ready' ? login.answer.data : null,
      known,
    )
    for (const field of wanted) {
      const value = found[field.id]
      if (value && isBlank(getValues(field.id))) setValue(field.id, value, { shouldDirty: true })
    }
  }, [wanted, settled, profile.answer, login.answer, known, getValues, setValue])
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
      // Resolves once the doctor's records (and utasks) shown anywhere are the server's new ones.
      const record = await submission.write<FormRecord>({ key, answers: answersOf(fields, current) })
      tracker?.event('form_save', { formKey: key, recordId: record.id })
      writeItem(draftKey(key), '')
      toast(definition.successText || '提交成功')
      if (follow(readItem(successRedirectKey(key)))) return
      setDone(true)
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
      const answer = await upload.write<{ url: string }>({ dataUrl })
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
                  const placeholder = field.placeholder || formPlaceholder(field.type, field.label)
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
                          <option value="">{placeholder}</option>
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
