import { describe, expect, it } from 'vitest'
import { validateContent } from '../../../schemas/validator/validate-content'

/**
 * Cross-checks of the content kinds forms and lotteries (schemas/content/form.ts, lottery.ts): each test
 * makes one mistake in an otherwise valid file and expects the one problem it causes.
 */

type Json = Record<string, unknown>

function problemsOf(kind: string, item: Json) {
  const path = `content/${kind}/${String(item.id)}.json`
  const { errors } = validateContent({
    files: new Map([[path, { file: path, json: item }]]),
    pages: undefined,
    pageFiles: new Map(),
  })
  return errors.map(({ pointer, code, message }) => ({ pointer, code, message }))
}

const attend = {
  id: 'attend',
  type: 'radio',
  label: '参会方式',
  options: [
    { label: '线上', value: 'online' },
    { label: '线下', value: 'offline' },
  ],
}

function form(fields: Json[]): Json {
  return {
    id: 'meeting',
    title: '会议报名',
    fields: [{ id: 'name', type: 'text', label: '姓名' }, attend, ...fields],
  }
}

const hotel = (expression: Json) => ({
  id: 'hotel',
  type: 'radio',
  label: '是否需要住宿',
  options: [{ label: '是', value: 'yes' }],
  rule: { relation: 1, expressions: [{ expression: 'eq', ...expression }] },
})

function lottery(prizes: Json[]): Json {
  return {
    id: 'summer',
    title: '夏季抽奖',
    start: '2027-06-01T00:00:00+08:00',
    end: '2027-07-01T00:00:00+08:00',
    drawsPerDoctor: 3,
    prizes,
  }
}

describe('content cross-checks: forms and lotteries', () => {
  it('a valid form and lottery have no problems', () => {
    expect(problemsOf('forms', form([hotel({ formItemId: 'attend', optionValue: 'offline' })]))).toEqual([])
    expect(
      problemsOf(
        'lotteries',
        lottery([
          { id: 'beans', name: '100 麦豆', type: 'MAIDOU', amount: 100, weight: 3, stock: 10 },
          { id: 'thanks', name: '谢谢参与', type: 'NONE', weight: 5 },
        ]),
      ),
    ).toEqual([])
  })

  it('a form rule naming a field the form does not have is an error, with the closest id', () => {
    expect(problemsOf('forms', form([hotel({ formItemId: 'atend', optionValue: 'offline' })]))).toEqual([
      {
        pointer: '/fields/2/rule/expressions/0/formItemId',
        code: 'unknown-form-field',
        message: 'no field "atend" in this form (did you mean "attend"?)',
      },
    ])
  })

  it('a form rule optionValue that is not an option of the field it tests is an error', () => {
    expect(problemsOf('forms', form([hotel({ formItemId: 'attend', optionValue: 'onsite' })]))).toEqual([
      {
        pointer: '/fields/2/rule/expressions/0/optionValue',
        code: 'unknown-option-value',
        message: '"onsite" is not an option of "attend" (options: online, offline)',
      },
    ])
  })

  it('a form field id used twice is an error at the second', () => {
    expect(problemsOf('forms', form([{ id: 'name', type: 'textarea', label: '备注' }]))).toEqual([
      { pointer: '/fields/2/id', code: 'duplicate-content-id', message: 'duplicate field id "name"' },
    ])
  })

  it('a lottery prize id used twice is an error at the second', () => {
    const prize = { id: 'scope', name: '皮肤镜', type: 'GOODS', weight: 1, stock: 5 }
    expect(problemsOf('lotteries', lottery([prize, { ...prize, name: '皮肤镜二代' }]))).toEqual([
      { pointer: '/prizes/1/id', code: 'duplicate-content-id', message: 'duplicate prize id "scope"' },
    ])
  })
})

describe('pinned numbers across files', () => {
  const campaign = (id: string): Json => ({
    id,
    number: 25,
    title: '投票',
    start: '2026-11-01T00:00:00+08:00',
    end: '2027-11-01T00:00:00+08:00',
    limits: { perDay: 3, perEntryPerDay: 1 },
    entries: [{ id: 'a', title: '甲' }],
  })

  it('two vote campaign files pinning the same promotion number is an error at the second', () => {
    const files = new Map(
      ['spring', 'autumn'].map((id) => {
        const path = `content/votes/${id}.json`
        return [path, { file: path, json: campaign(id) }] as const
      }),
    )
    const { errors } = validateContent({ files, pages: undefined, pageFiles: new Map() })
    expect(errors).toEqual([
      {
        file: 'content/votes/autumn.json',
        pointer: '/number',
        code: 'duplicate-content-number',
        message: "number 25 is content/votes/spring.json's too",
      },
    ])
  })
})
