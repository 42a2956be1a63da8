import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { LOGIC_DOCS, LOGIC_OPERATORS, LOGIC_SIGNATURES } from '@schemas/validator/logic-operators'
import { describe, expect, it } from 'vitest'
import { applyLogic } from '@/runtime/expr/logic-engine'
import { repo } from './config-copy'

/** Runs a rule; the error message when it throws. */
function failure(rule: object): string {
  try {
    applyLogic(rule, {})
    return ''
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

describe('JSON Logic operators', () => {
  it('every operator has its line of docs for the studio, and no other name does', () => {
    expect(Object.keys(LOGIC_DOCS).sort()).toEqual([...LOGIC_OPERATORS].sort())
  })

  it("the validator's operators are exactly the ones the app's engine runs", () => {
    // json-logic-js keeps its operation table private: read it from its source, with the control-flow
    // operators its apply() handles itself, and the format operations logic-engine.ts adds.
    const source = readFileSync(createRequire(import.meta.url).resolve('json-logic-js/logic.js'), 'utf8')
    const table = source.slice(source.indexOf('var operations = {'), source.indexOf('jsonLogic.is_logic'))
    const operations = [...table.matchAll(/^ {4}"([^"]+)": function/gm)].map((match) => match[1])
    const apply = source.slice(
      source.indexOf('jsonLogic.apply = function'),
      source.indexOf('jsonLogic.uses_data'),
    )
    const controlFlow = [...apply.matchAll(/\bop ={2,3} "([^"]+)"/g)].map((match) => match[1])
    const engine = readFileSync(join(repo, 'src', 'runtime', 'expr', 'logic-engine.ts'), 'utf8')
    const added = [...engine.matchAll(/add_operation\('([^']+)'/g)].map((match) => match[1])
    expect(operations.length).toBeGreaterThan(20)
    expect(controlFlow).toContain('some')
    expect(added).toContain('bigNumber')
    expect([...LOGIC_OPERATORS].sort()).toEqual(
      [...new Set([...operations, ...controlFlow, ...added])].sort(),
    )
  })

  it('the engine runs every listed operator and refuses any other', () => {
    for (const operator of LOGIC_OPERATORS) {
      expect(failure({ [operator]: [[1, 2], { var: '' }] }), operator).not.toMatch(/Unrecognized operation/)
    }
    expect(failure({ orr: [true, false] })).toMatch(/Unrecognized operation/)
  })

  it('the argument checks name operators of the list', () => {
    expect(Object.keys(LOGIC_SIGNATURES).filter((name) => !LOGIC_OPERATORS.includes(name))).toEqual([])
  })
})
