import { describe, expect, it } from 'vitest'
import { evaluateFormExpression, evaluateFormRule } from '@/runtime/expr'

describe('dynamic form visibility rules (spec §5)', () => {
  const eq = { formItemId: 'q1', expression: 'eq', optionValue: 'A' } as const
  const ne = { formItemId: 'q1', expression: 'ne', optionValue: 'A' } as const

  it('eq passes only when the answer is non-empty and equals the value', () => {
    expect(evaluateFormExpression(eq, { q1: 'A' })).toBe(true)
    expect(evaluateFormExpression(eq, { q1: 'B' })).toBe(false)
    expect(evaluateFormExpression(eq, { q1: '' })).toBe(false)
    expect(evaluateFormExpression(eq, {})).toBe(false)
  })

  it('eq on a multiple answer passes when the list includes the value', () => {
    expect(evaluateFormExpression(eq, { q1: ['B', 'A'] })).toBe(true)
    expect(evaluateFormExpression(eq, { q1: ['B'] })).toBe(false)
    expect(evaluateFormExpression(eq, { q1: [] })).toBe(false)
  })

  it('compares numbers and their text alike', () => {
    expect(evaluateFormExpression({ formItemId: 7, expression: 'eq', optionValue: 2 }, { 7: '2' })).toBe(true)
  })

  it('ne is the opposite of eq, so an empty answer passes ne', () => {
    expect(evaluateFormExpression(ne, { q1: 'A' })).toBe(false)
    expect(evaluateFormExpression(ne, { q1: 'B' })).toBe(true)
    expect(evaluateFormExpression(ne, { q1: '' })).toBe(true)
    expect(evaluateFormExpression(ne, { q1: ['A', 'C'] })).toBe(false)
  })

  it('relation 1 means and, 2 means or', () => {
    const q2 = { formItemId: 'q2', expression: 'eq', optionValue: 'yes' } as const
    const answers = { q1: 'A', q2: 'no' }
    expect(evaluateFormRule({ relation: 1, expressions: [eq, q2] }, answers)).toBe(false)
    expect(evaluateFormRule({ relation: 2, expressions: [eq, q2] }, answers)).toBe(true)
    expect(evaluateFormRule({ relation: 1, expressions: [eq, { ...q2, expression: 'ne' }] }, answers)).toBe(
      true,
    )
  })

  it('no rule means visible', () => {
    expect(evaluateFormRule(undefined, {})).toBe(true)
  })
})
