import { describe, expect, it } from 'vitest'
import { evaluateFormExpression, evaluateFormRule, visibleFieldIds } from '@/runtime/forms'
import type { FormRule } from '@/runtime/schema'

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

  it('mixes eq and ne under and / or, with a multiple answer and an empty one', () => {
    // sample-trial's patchTest: skinType ne sensitive AND allergy ne yes.
    const patchTest: FormRule = {
      relation: 1,
      expressions: [
        { formItemId: 'skinType', expression: 'ne', optionValue: 'sensitive' },
        { formItemId: 'allergy', expression: 'ne', optionValue: 'yes' },
      ],
    }
    expect(evaluateFormRule(patchTest, {})).toBe(true)
    expect(evaluateFormRule(patchTest, { skinType: 'oily', allergy: 'no' })).toBe(true)
    expect(evaluateFormRule(patchTest, { skinType: 'sensitive', allergy: 'no' })).toBe(false)
    // sensitiveNote: skinType eq sensitive OR allergy eq yes.
    const note: FormRule = {
      relation: 2,
      expressions: [
        { formItemId: 'skinType', expression: 'eq', optionValue: 'sensitive' },
        { formItemId: 'allergy', expression: 'eq', optionValue: 'yes' },
      ],
    }
    expect(evaluateFormRule(note, {})).toBe(false)
    expect(evaluateFormRule(note, { skinType: 'dry', allergy: 'yes' })).toBe(true)
    expect(evaluateFormRule(note, { skinType: 'dry', allergy: '' })).toBe(false)
    // Or of an array inclusion and an ne on an empty field.
    const either: FormRule = {
      relation: 2,
      expressions: [
        { formItemId: 'treatments', expression: 'eq', optionValue: 'laser' },
        { formItemId: 'other', expression: 'ne', optionValue: 'x' },
      ],
    }
    expect(evaluateFormRule(either, { treatments: ['oral'], other: 'x' })).toBe(false)
    expect(evaluateFormRule(either, { treatments: ['oral', 'laser'], other: 'x' })).toBe(true)
    expect(evaluateFormRule(either, { treatments: [], other: '' })).toBe(true)
  })

  it('a hidden field counts as empty for the rules that read it', () => {
    const onAcne: FormRule = {
      relation: 1,
      expressions: [{ formItemId: 'hasAcne', expression: 'eq', optionValue: 'yes' }],
    }
    const onLaser: FormRule = {
      relation: 1,
      expressions: [{ formItemId: 'treatments', expression: 'eq', optionValue: 'laser' }],
    }
    const fields = [{ id: 'hasAcne' }, { id: 'treatments', rule: onAcne }, { id: 'laserNote', rule: onLaser }]
    expect([...visibleFieldIds(fields, { hasAcne: 'yes', treatments: ['laser'] })]).toEqual([
      'hasAcne',
      'treatments',
      'laserNote',
    ])
    // 否 hides treatments; its kept answer no longer shows laserNote.
    expect([...visibleFieldIds(fields, { hasAcne: 'no', treatments: ['laser'] })]).toEqual(['hasAcne'])
  })
})
