import { beforeAll, describe, expect, it } from 'vitest'
import {
  bindingPaths,
  compileValue,
  evaluateLogic,
  isDynamic,
  isTruthyLogic,
  loadLogic,
  resolveValue,
  usesLogic,
} from '@/runtime/expr'

// The interpreter is its own chunk, loaded by the renderer before it evaluates config that uses it.
beforeAll(() => loadLogic())

const scope = {
  query: { id: '42', version: '3.12.0' },
  data: {
    course: { title: '银屑病的系统治疗', viewCount: 123456, tags: ['银屑病', '生物制剂'] },
    list: [{ id: 1 }],
  },
  state: { tab: 2 },
}

describe('bindings', () => {
  it('a string that is one binding yields the value with its type', () => {
    expect(resolveValue('${data.course.viewCount}', scope)).toBe(123456)
    expect(resolveValue('${data.course.tags}', scope)).toEqual(['银屑病', '生物制剂'])
    expect(resolveValue('${data.list[0].id}', scope)).toBe(1)
  })

  it('text around bindings interpolates, missing values read as empty', () => {
    expect(resolveValue('课程 ${query.id}：${data.course.title}', scope)).toBe('课程 42：银屑病的系统治疗')
    expect(resolveValue('版本 ${query.nothing}', scope)).toBe('版本 ')
  })

  it('resolves nested objects and arrays deeply', () => {
    expect(resolveValue({ a: ['${state.tab}', { b: '${query.id}' }] }, scope)).toEqual({
      a: [2, { b: '42' }],
    })
  })

  it('a compiled value resolves as resolveValue does, for every kind of value', () => {
    const values = [
      '${data.course.viewCount}',
      '${data.list[0].id}',
      '课程 ${query.id}：${data.course.title}',
      '版本 ${query.nothing}',
      '${data.constructor}',
      { a: ['${state.tab}', { b: '${query.id}' }] },
      { $logic: { '+': [{ var: 'state.tab' }, 1] } },
    ]
    for (const value of values) expect(compileValue(value)(scope)).toEqual(resolveValue(value, scope))
    // Compiled once, resolved against any scope: the renderer's bound props.
    const title = compileValue('《${data.course.title}》')
    expect(title({ data: { course: { title: '痤疮' } } })).toBe('《痤疮》')
  })

  it('never reaches inherited properties such as constructor or __proto__', () => {
    expect(resolveValue('${data.constructor}', scope)).toBeUndefined()
    expect(resolveValue('${data.__proto__}', scope)).toBeUndefined()
    expect(resolveValue('${query.id.length}', scope)).toBeUndefined()
  })

  it('$logic values evaluate JSON Logic with the format helpers as operations', () => {
    expect(resolveValue({ $logic: { bigNumber: [{ var: 'data.course.viewCount' }] } }, scope)).toBe('12.3万')
    expect(resolveValue({ $logic: { '+': [{ var: 'state.tab' }, 1] } }, scope)).toBe(3)
  })

  it('knows static values from dynamic ones, so static props are not resolved per render', () => {
    expect(isDynamic({ a: 'plain', b: [1, 2] })).toBe(false)
    expect(isDynamic({ a: ['${query.id}'] })).toBe(true)
    expect(isDynamic({ a: { $logic: true } })).toBe(true)
  })

  it('lists the paths a value binds, for the validator', () => {
    expect(bindingPaths({ a: '${query.id} ${data.course.title}' })).toEqual(['query.id', 'data.course.title'])
  })
})

describe('JSON Logic conditions', () => {
  it('no condition means shown', () => {
    expect(isTruthyLogic(undefined, scope)).toBe(true)
  })

  it('evaluates comparisons against the scope', () => {
    expect(isTruthyLogic({ '==': [{ var: 'state.tab' }, 2] }, scope)).toBe(true)
    expect(isTruthyLogic({ '>': [{ var: 'data.course.viewCount' }, 200000] }, scope)).toBe(false)
    expect(isTruthyLogic({ in: ['银屑病', { var: 'data.course.tags' }] }, scope)).toBe(true)
  })

  it('literals pass through', () => {
    expect(evaluateLogic(5, scope)).toBe(5)
    expect(isTruthyLogic(false, scope)).toBe(false)
  })
})

describe('the JSON Logic interpreter loads with the first screen whose config uses it', () => {
  it('usesLogic finds an `if` or `when` rule or a `$logic` value anywhere, and not a plain value', () => {
    expect(usesLogic([{ widget: 'Text', props: { text: '${state.tab}' } }])).toBe(false)
    expect(usesLogic([{ widget: 'Text', if: true }])).toBe(false)
    expect(usesLogic([{ widget: 'Stack', children: [{ widget: 'Text', if: { var: 'state.show' } }] }])).toBe(
      true,
    )
    expect(usesLogic({ course: { api: 'course.detail', when: { var: 'query.id' } } })).toBe(true)
    expect(usesLogic([{ type: 'setState', key: 'n', value: { $logic: { '+': [1, 1] } } }])).toBe(true)
  })
})
