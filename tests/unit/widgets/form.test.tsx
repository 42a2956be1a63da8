import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evaluateFormExpression, evaluateFormRule } from '@/runtime/forms'
import { SchemaView, ScreenTitleContext } from '@/runtime/render'
import type { FormRule, PageSchema } from '@/runtime/schema'
import DynamicForm, { type FormField, fieldError } from '@/widgets/dynamic-form/dynamic-form'
import { redirectTarget } from '@/widgets/dynamic-form/form-storage'
import FormRecordDetail from '@/widgets/form-record-detail/form-record-detail'
import FormRecordList from '@/widgets/form-record-list/form-record-list'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const eq = (formItemId: string, optionValue: string | number) =>
  ({ formItemId, expression: 'eq', optionValue }) as const
const ne = (formItemId: string, optionValue: string | number) =>
  ({ formItemId, expression: 'ne', optionValue }) as const

describe('form rule evaluator (spec §3 dynamic form expression)', () => {
  it('eq fails and ne passes on an empty field: missing, null, blank text, empty list', () => {
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(evaluateFormExpression(eq('a', 'yes'), { a: empty })).toBe(false)
      expect(evaluateFormExpression(ne('a', 'yes'), { a: empty })).toBe(true)
    }
    // Even an option value of '' never equals an empty answer.
    expect(evaluateFormExpression(eq('a', ''), { a: '' })).toBe(false)
  })

  it('eq on a list answer passes when the list includes the option value; ne when it does not', () => {
    expect(evaluateFormExpression(eq('t', 'laser'), { t: ['topical', 'laser'] })).toBe(true)
    expect(evaluateFormExpression(eq('t', 'laser'), { t: ['topical'] })).toBe(false)
    expect(evaluateFormExpression(ne('t', 'laser'), { t: ['topical', 'laser'] })).toBe(false)
    expect(evaluateFormExpression(ne('t', 'laser'), { t: ['oral'] })).toBe(true)
  })

  it('ne passes on a different answer and fails on the same one; numbers and text compare as text', () => {
    expect(evaluateFormExpression(ne('a', 'yes'), { a: 'no' })).toBe(true)
    expect(evaluateFormExpression(ne('a', 'yes'), { a: 'yes' })).toBe(false)
    expect(evaluateFormExpression(eq('n', 2), { n: '2' })).toBe(true)
    expect(evaluateFormExpression(eq('7', 'x'), { 7: 'x' })).toBe(true)
  })

  it('relation 1 (and) needs every expression, relation 2 (or) any one; no rule is always visible', () => {
    const and: FormRule = { relation: 1, expressions: [eq('attend', 'offline'), eq('hotel', 'yes')] }
    expect(evaluateFormRule(and, { attend: 'offline', hotel: 'yes' })).toBe(true)
    expect(evaluateFormRule(and, { attend: 'offline', hotel: 'no' })).toBe(false)
    expect(evaluateFormRule(and, { attend: 'offline' })).toBe(false)
    const or: FormRule = { relation: 2, expressions: [eq('skin', 'sensitive'), eq('allergy', 'yes')] }
    expect(evaluateFormRule(or, { skin: 'dry', allergy: 'yes' })).toBe(true)
    expect(evaluateFormRule(or, { skin: 'sensitive', allergy: 'no' })).toBe(true)
    expect(evaluateFormRule(or, { skin: 'dry', allergy: 'no' })).toBe(false)
    expect(evaluateFormRule(or, {})).toBe(false)
    expect(evaluateFormRule(undefined, {})).toBe(true)
  })

  it('and / or mixed with ne and list answers', () => {
    const neither: FormRule = { relation: 1, expressions: [ne('skin', 'sensitive'), ne('allergy', 'yes')] }
    expect(evaluateFormRule(neither, {})).toBe(true)
    expect(evaluateFormRule(neither, { skin: 'dry', allergy: 'no' })).toBe(true)
    expect(evaluateFormRule(neither, { skin: 'sensitive', allergy: 'no' })).toBe(false)
    const either: FormRule = { relation: 2, expressions: [eq('t', 'laser'), ne('hasAcne', 'yes')] }
    expect(evaluateFormRule(either, { t: ['laser'], hasAcne: 'yes' })).toBe(true)
    expect(evaluateFormRule(either, { t: ['oral'], hasAcne: 'yes' })).toBe(false)
    expect(evaluateFormRule(either, { t: [], hasAcne: '' })).toBe(true)
  })
})

function field(
  id: string,
  type: FormField['type'],
  label: string,
  extra: Partial<FormField> = {},
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

const YES_NO = [
  { label: '是', value: 'yes' },
  { label: '否', value: 'no' },
]

const meeting = {
  key: 'meeting-signup',
  title: '2026 皮肤科学术年会报名',
  description: '<p>会议时间：2026 年 12 月 12 日</p>',
  submitText: '立即报名',
  successText: '报名成功',
  loginRequired: true,
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
      rule: { relation: 1, expressions: [eq('attend', 'offline')] },
    }),
    field('arrivalDate', 'date', '到达日期', {
      required: true,
      rule: { relation: 1, expressions: [eq('attend', 'offline'), eq('hotel', 'yes')] },
    }),
    field('topics', 'checkbox', '感兴趣的议题', {
      options: [
        { label: '痤疮', value: 'acne' },
        { label: '光电', value: 'laser' },
      ],
    }),
    field('laserNote', 'textarea', '光电设备', {
      rule: { relation: 1, expressions: [eq('topics', 'laser')] },
    }),
  ],
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

const record = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  formKey: 'meeting-signup',
  formTitle: '2026 皮肤科学术年会报名',
  createdAt: '2026-11-20T02:30:00.000Z',
  answers: [
    { id: 'name', label: '姓名', type: 'text', value: ['李医生'] },
    { id: 'attend', label: '参会方式', type: 'radio', value: ['线下'] },
  ],
  ...extra,
})

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('DynamicForm', () => {
  it('validators: required, text limit 140, spec §5 mobile / idCard / email / date, each naming what it expects', () => {
    expect(fieldError(field('n', 'text', '姓名', { required: true }), '  ')).toBe('请填写姓名')
    expect(fieldError(field('n', 'text', '姓名'), '')).toBe('')
    expect(fieldError(field('n', 'text', '姓名'), 'a'.repeat(141))).toBe('姓名最多140个字')
    expect(fieldError(field('n', 'text', '姓名'), ` ${'a'.repeat(140)} `)).toBe('')
    expect(fieldError(field('m', 'mobile', '手机号'), '10012345678')).toBe('手机号应为 11 位手机号码')
    expect(fieldError(field('m', 'mobile', '手机号'), '13912345678')).toBe('')
    expect(fieldError(field('i', 'idCard', '身份证号'), '110105194912310021')).toBe(
      '身份证号应为有效的 18 位身份证号码',
    )
    expect(fieldError(field('i', 'idCard', '身份证号'), '11010519491231002X')).toBe('')
    expect(fieldError(field('e', 'email', '邮箱'), 'a@b')).toBe('邮箱应为有效的邮箱地址')
    expect(fieldError(field('d', 'date', '日期'), '2023-02-30')).toBe('日期应为有效日期，如 2026-01-31')
    for (const type of ['number', 'mobile', 'email', 'idCard', 'date'] as const) {
      expect(fieldError(field('x', type, '答案'), '?')).not.toContain('格式不正确')
    }
    // A choice is chosen, a picture uploaded, a number said to be one (issue 15 item 10).
    expect(fieldError(field('a', 'radio', '参会方式', { required: true }), '')).toBe('请选择参会方式')
    expect(fieldError(field('s', 'select', '科室', { required: true }), '')).toBe('请选择科室')
    expect(fieldError(field('t', 'checkbox', '关注方向', { required: true }), [])).toBe('请选择关注方向')
    expect(fieldError(field('u', 'upload', '执业证书', { required: true }), [])).toBe('请上传执业证书')
    expect(fieldError(field('d', 'date', '到达日期', { required: true }), '')).toBe('请选择到达日期')
    // A label phrased as a request is said as it is.
    expect(fieldError(field('n', 'textarea', '请描述过敏情况', { required: true }), '')).toBe(
      '请描述过敏情况',
    )
    expect(fieldError(field('y', 'number', '从业年限'), '十年')).toBe('从业年限请填写数字')
    expect(fieldError(field('y', 'number', '从业年限'), '10')).toBe('')
  })

  it('redirects are followed only to app paths or allowlisted URLs', () => {
    expect(redirectTarget('/user/form-record?projectKey=a')).toEqual({
      kind: 'path',
      to: '/user/form-record?projectKey=a',
    })
    expect(redirectTarget('//evil.example.com/x')).toBeNull()
    expect(redirectTarget('javascript:alert(1)')).toBeNull()
    expect(redirectTarget('https://evil.example.com/')).toBeNull()
    expect(redirectTarget('')).toBeNull()
  })

  it('fields appear and disappear with the answers their rules read (eq, and, list includes)', async () => {
    server.use(onEndpoint('form.definition', () => ok(meeting)).handler)
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, loggedIn())
    await screen.findByText('2026 皮肤科学术年会报名')
    expect(screen.queryByText('是否需要安排住宿')).toBeNull()
    expect(screen.queryByText('到达日期')).toBeNull()

    await user().click(screen.getByText('线下'))
    expect(await screen.findByText('是否需要安排住宿')).toBeTruthy()
    expect(screen.queryByText('到达日期')).toBeNull()
    await user().click(screen.getByText('是'))
    expect(await screen.findByText('到达日期')).toBeTruthy()
    await user().click(screen.getByText('线上'))
    await waitFor(() => expect(screen.queryByText('到达日期')).toBeNull())
    expect(screen.queryByText('是否需要安排住宿')).toBeNull()

    expect(screen.queryByText('光电设备')).toBeNull()
    await user().click(screen.getByText('光电'))
    expect(await screen.findByText('光电设备')).toBeTruthy()
  })

  it('submit checks visible fields only and sends only visible, trimmed answers; then the stored redirect', async () => {
    const submit = onEndpoint('form.submit', () => ok(record(1001)))
    server.use(onEndpoint('form.definition', () => ok(meeting)).handler, submit.handler)
    const runtime = loggedIn()
    const event = vi.fn()
    runtime.tracker = { event } as unknown as TestRuntime['tracker']
    renderWithRuntime(
      <DynamicForm formKey="meeting-signup" redirect="/user/form-record?projectKey=meeting-signup" />,
      runtime,
    )
    await screen.findByText('2026 皮肤科学术年会报名')
    expect(localStorage.getItem('u_form_success_redirect_meeting-signup')).toBe(
      '/user/form-record?projectKey=meeting-signup',
    )

    await user().click(screen.getByRole('button', { name: '立即报名' }))
    expect(await screen.findByText('请填写姓名')).toBeTruthy()
    // A choice asks to choose (issue 15 item 10).
    expect(screen.getByText('请选择参会方式')).toBeTruthy()
    expect(submit.sent).toHaveLength(0)

    await user().type(screen.getByLabelText(/姓名/), '  王医生  ')
    await user().type(screen.getByLabelText(/手机号/), '10012345678')
    await user().click(screen.getByText('线下'))
    await user().click(screen.getByText('否'))
    await user().click(screen.getByRole('button', { name: '立即报名' }))
    expect(await screen.findByText('手机号应为 11 位手机号码')).toBeTruthy()
    expect(submit.sent).toHaveLength(0)
    // The first field in error is brought into view and its input focused.
    expect(document.activeElement).toBe(screen.getByLabelText(/手机号/))

    await user().clear(screen.getByLabelText(/手机号/))
    await user().type(screen.getByLabelText(/手机号/), '13912345678')
    await user().click(screen.getByRole('button', { name: '立即报名' }))
    // arrivalDate is required but hidden (hotel = no): it is neither checked nor sent.
    await waitFor(() => expect(submit.sent).toHaveLength(1))
    expect(submit.sent[0]).toEqual({
      answers: { name: '王医生', mobile: '13912345678', attend: 'offline', hotel: 'no' },
    })
    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({
        path: '/v3/user/form-record?projectKey=meeting-signup',
        replace: true,
      }),
    )
    expect(localStorage.getItem('u_form_draft_meeting-signup')).toBeNull()
    expect(event).toHaveBeenCalledWith('form_save', { formKey: 'meeting-signup', recordId: 1001 })
  })

  it('a redirect off the allowlist is ignored: the result page shows with 查看我的记录', async () => {
    server.use(
      onEndpoint('form.definition', () => ok({ ...meeting, fields: [field('name', 'text', '姓名')] }))
        .handler,
      onEndpoint('form.submit', () => ok(record(1002))).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<DynamicForm formKey="meeting-signup" redirect="https://evil.example.com/" />, runtime)
    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    // The toast and the result page both say it (the form's successText, else 提交成功).
    await waitFor(() => expect(screen.getAllByText('报名成功')).toHaveLength(2))
    await user().click(screen.getByRole('button', { name: '查看我的记录' }))
    expect(runtime.visits.at(-1)?.path).toContain('/user/form-record?projectKey=meeting-signup')
  })

  const profileForm = {
    ...meeting,
    fields: [
      field('name', 'text', '姓名', { required: true }),
      field('hospital', 'text', '所在医院'),
      field('mobile', 'mobile', '手机号'),
      field('years', 'number', '从业年限'),
      field('city', 'select', '所在城市', { options: [{ label: '上海', value: 'sh' }] }),
    ],
  }

  function certifiedDoctor(): TestRuntime {
    const runtime = loggedIn()
    runtime.stores.login.setAccurateAuth(2)
    // The session keeps user.info from the login: loginName is the doctor's mobile.
    runtime.stores.user.setUserInfo({ userId: '10001', roles: [], loginName: '13800000001' })
    return runtime
  }

  it('a certified doctor finds 姓名, 所在医院 and 手机号 filled in; keyboards by type; a select says 请选择', async () => {
    server.use(
      onEndpoint('form.definition', () => ok(profileForm)).handler,
      onEndpoint('user.detail', () =>
        ok({ name: '李医生', hospital: '上海市皮肤病医院', mobile: '138****0001' }),
      ).handler,
    )
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, certifiedDoctor())
    await waitFor(() => expect(screen.getByLabelText(/姓名/)).toHaveProperty('value', '李医生'))
    expect(screen.getByLabelText(/所在医院/)).toHaveProperty('value', '上海市皮肤病医院')
    // The profile's mobile is masked: the login's is used.
    expect(screen.getByLabelText(/手机号/)).toHaveProperty('value', '13800000001')
    expect(screen.getByLabelText(/手机号/).getAttribute('inputmode')).toBe('tel')
    expect(screen.getByLabelText(/从业年限/).getAttribute('inputmode')).toBe('decimal')
    expect(screen.getByLabelText(/从业年限/).getAttribute('placeholder')).toBe('请输入从业年限')
    expect(
      within(screen.getByLabelText(/所在城市/)).getByRole('option', { name: '请选择所在城市' }),
    ).toBeTruthy()
  })

  it('prefill never overwrites a saved draft, even an emptied answer, nor what the doctor typed meanwhile', async () => {
    localStorage.setItem('u_form_draft_meeting-signup', JSON.stringify({ name: '', hospital: '华山医院' }))
    let answer: (value: unknown) => void = () => undefined
    const later = new Promise((resolve) => {
      answer = resolve
    })
    const detail = onEndpoint('user.detail', () => ok({ name: '李医生', hospital: '上海市皮肤病医院' }))
    // The login's mobile is not known yet: user.info is asked, and answers late.
    const info = onEndpoint('user.info', async () => {
      await later
      return ok({ userId: '10001', nickname: '李医生', avatar: '', roles: [], loginName: '13800000001' })
    })
    server.use(onEndpoint('form.definition', () => ok(profileForm)).handler, detail.handler, info.handler)
    const runtime = certifiedDoctor()
    runtime.stores.user.setUserInfo({ userId: '10001', roles: [] })
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, runtime)
    // The mobile is not in the draft: typed before the login's arrives, it stays as typed.
    await user().type(await screen.findByLabelText(/手机号/), '139')
    await waitFor(() => expect(info.sent).toHaveLength(1))
    answer(null)
    await new Promise((resolve) => setTimeout(resolve, 50))
    // 姓名 and 所在医院 are in the draft: user.detail is not even asked.
    expect(detail.sent).toHaveLength(0)
    expect(screen.getByLabelText(/姓名/)).toHaveProperty('value', '')
    expect(screen.getByLabelText(/所在医院/)).toHaveProperty('value', '华山医院')
    expect(screen.getByLabelText(/手机号/)).toHaveProperty('value', '139')
  })

  it('a doctor who is not certified finds nothing filled in', async () => {
    const detail = onEndpoint('user.detail', () => ok({ name: '李医生', hospital: '上海市皮肤病医院' }))
    server.use(onEndpoint('form.definition', () => ok(profileForm)).handler, detail.handler)
    const runtime = loggedIn()
    runtime.stores.user.setUserInfo({ userId: '10001', roles: [], loginName: '13800000001' })
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, runtime)
    expect(await screen.findByLabelText(/姓名/)).toHaveProperty('value', '')
    expect(screen.getByLabelText(/手机号/)).toHaveProperty('value', '')
    expect(detail.sent).toHaveLength(0)
  })

  it('names the screen after the form, not 表单', async () => {
    server.use(onEndpoint('form.definition', () => ok(meeting)).handler)
    const titles: (string | undefined)[] = []
    const { unmount } = renderWithRuntime(
      <ScreenTitleContext.Provider value={(title) => titles.push(title)}>
        <DynamicForm formKey="meeting-signup" />
      </ScreenTitleContext.Provider>,
      loggedIn(),
    )
    await waitFor(() => expect(titles).toEqual([meeting.title]))
    unmount()
    // Leaving gives the screen its own title back.
    expect(titles).toEqual([meeting.title, undefined])
  })

  it('a failed submit follows the stored fail redirect', async () => {
    localStorage.setItem('u_form_fail_redirect_meeting-signup', '/form-failed')
    server.use(
      onEndpoint('form.definition', () => ok({ ...meeting, fields: [field('name', 'text', '姓名')] }))
        .handler,
      onEndpoint('form.submit', () => fail(500, 'server.error', '服务繁忙')).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, runtime)
    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    await waitFor(() => expect(runtime.visits.at(-1)).toEqual({ path: '/form-failed', replace: true }))
  })

  it('the draft is saved per key while typing and restored on return', async () => {
    server.use(onEndpoint('form.definition', () => ok(meeting)).handler)
    const first = renderWithRuntime(<DynamicForm formKey="meeting-signup" />, loggedIn())
    await user().type(await screen.findByLabelText(/姓名/), '张医生')
    await user().click(screen.getByText('线下'))
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('u_form_draft_meeting-signup') ?? '{}')).toMatchObject({
        name: '张医生',
        attend: 'offline',
      }),
    )
    first.unmount()

    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, loggedIn())
    expect(((await screen.findByLabelText(/姓名/)) as HTMLInputElement).value).toBe('张医生')
    expect(screen.getByText('是否需要安排住宿')).toBeTruthy()
  })

  it('a guest is sent to log in on submit, keeping the draft', async () => {
    server.use(
      onEndpoint('form.definition', () => ok({ ...meeting, fields: [field('name', 'text', '姓名')] }))
        .handler,
    )
    const runtime = makeRuntime()
    const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
    renderWithRuntime(<DynamicForm formKey="meeting-signup" />, runtime)
    await user().type(await screen.findByLabelText(/姓名/), '赵医生')
    await user().click(screen.getByRole('button', { name: '立即报名' }))
    await waitFor(() => expect(relogin).toHaveBeenCalled())
    expect(JSON.parse(localStorage.getItem('u_form_draft_meeting-signup') ?? '{}')).toMatchObject({
      name: '赵医生',
    })
  })

  it('select answers an option value; upload sends the image to form.upload and answers its URL', async () => {
    const trial = {
      ...meeting,
      key: 'sample-trial',
      fields: [
        field('city', 'select', '所在城市', {
          required: true,
          options: [
            { label: '北京', value: 'bj' },
            { label: '上海', value: 'sh' },
          ],
        }),
        field('photo', 'upload', '面部照片', { maxCount: 1 }),
      ],
    }
    const upload = onEndpoint('form.upload', () => ok({ id: 1001, url: 'data:image/png;base64,AAAA' }))
    const submit = onEndpoint('form.submit', () => ok(record(1003)))
    server.use(onEndpoint('form.definition', () => ok(trial)).handler, upload.handler, submit.handler)
    renderWithRuntime(<DynamicForm formKey="sample-trial" />, loggedIn())
    await user().selectOptions(await screen.findByLabelText(/所在城市/), 'sh')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' })
    await user().upload(screen.getByLabelText(/面部照片/), png)
    expect(await screen.findByAltText('面部照片 1')).toBeTruthy()
    expect(String(upload.sent[0]?.dataUrl)).toMatch(/^data:image\/png;base64,/)
    // maxCount 1: the picker is gone once the image is there.
    expect(screen.queryByText('上传图片')).toBeNull()
    await user().click(screen.getByRole('button', { name: '立即报名' }))
    await waitFor(() => expect(submit.sent).toHaveLength(1))
    expect(submit.sent[0]).toEqual({ answers: { city: 'sh', photo: ['data:image/png;base64,AAAA'] } })
  })

  it('an unknown key shows 表单不存在或已下线', async () => {
    server.use(onEndpoint('form.definition', () => fail(404, 'form.not.found', '表单不存在')).handler)
    renderWithRuntime(<DynamicForm formKey="nope" />, loggedIn())
    expect(await screen.findByText('表单不存在或已下线')).toBeTruthy()
  })
})

describe('form records', () => {
  it('the records screen lists the caller’s records of a form; a card opens its detail', async () => {
    const records = onEndpoint('form.records', () =>
      ok({ items: [record(2), record(1)], total: 2, page: 1, size: 10, hasMore: false }),
    )
    server.use(records.handler)
    const runtime = loggedIn()
    const schema: PageSchema = {
      body: [
        { widget: 'FormRecordDetail', if: { var: 'query.id' }, props: { recordId: '${query.id}' } },
        {
          widget: 'FormRecordList',
          if: { '!': { var: 'query.id' } },
          props: { projectKey: '${query.projectKey}' },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ projectKey: 'meeting-signup' }} />, runtime)
    const cards = await screen.findAllByText('2026 皮肤科学术年会报名')
    expect(cards).toHaveLength(2)
    expect(records.sent).toEqual([{ projectKey: 'meeting-signup', page: '1', size: '10' }])
    expect(screen.getAllByText('姓名：李医生')).toHaveLength(2)
    await user().click(cards[0] as HTMLElement)
    expect(runtime.visits.at(-1)?.path).toContain('/user/form-record?id=2&projectKey=meeting-signup')
  })

  it('a submitted form refreshes 我的记录 on the same screen from the cache (form.submit changes forms)', async () => {
    const saved: ReturnType<typeof record>[] = []
    const submit = onEndpoint('form.submit', () => {
      saved.unshift(record(3, { answers: [{ id: 'name', label: '姓名', type: 'text', value: ['王医生'] }] }))
      return ok({ id: 3, formKey: 'meeting-signup' })
    })
    const records = onEndpoint('form.records', () =>
      ok({ items: saved, total: saved.length, page: 1, size: 10, hasMore: false }),
    )
    server.use(
      onEndpoint('form.definition', () => ok({ ...meeting, fields: [field('name', 'text', '姓名')] }))
        .handler,
      submit.handler,
      records.handler,
    )
    const schema: PageSchema = {
      body: [
        { widget: 'DynamicForm', props: { formKey: 'meeting-signup' } },
        { widget: 'FormRecordList', props: { projectKey: 'meeting-signup' } },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{}} />, loggedIn())
    expect(await screen.findByText('暂无记录')).toBeTruthy()

    await user().type(await screen.findByLabelText(/姓名/), '王医生')
    await user().click(screen.getByRole('button', { name: '立即报名' }))

    expect(await screen.findByText('姓名：王医生')).toBeTruthy()
    expect(screen.queryByText('暂无记录')).toBeNull()
    expect(records.sent).toHaveLength(2)
  })

  it('no records: 暂无记录', async () => {
    server.use(
      onEndpoint('form.records', () => ok({ items: [], total: 0, page: 1, size: 10, hasMore: false }))
        .handler,
    )
    renderWithRuntime(<FormRecordList />, loggedIn())
    expect(await screen.findByText('暂无记录')).toBeTruthy()
  })

  it('the record detail shows every answer line and 再填一份 opens the form', async () => {
    const detail = onEndpoint('form.record', () => ok(record(7)))
    server.use(detail.handler)
    const runtime = loggedIn()
    renderWithRuntime(<FormRecordDetail recordId="7" />, runtime)
    const list = (await screen.findByText('参会方式')).closest('dl') as HTMLElement
    expect(within(list).getByText('线下')).toBeTruthy()
    expect(within(list).getByText('李医生')).toBeTruthy()
    expect(detail.paths).toEqual([{ id: '7' }])
    await user().click(screen.getByRole('button', { name: '再填一份' }))
    expect(runtime.visits.at(-1)?.path).toContain('/form?key=meeting-signup')
  })
})
