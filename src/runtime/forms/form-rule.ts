import type { FormExpression, FormRule } from '../schema/index'

/**
 * The backend's dynamic-form visibility rules, evaluated as they are (spec §5): `eq` passes only when the
 * answer is non-empty and equals the option value, or, for a multiple answer, includes it; `ne` is the
 * opposite. Expressions combine with relation 1 = and, 2 = or.
 */
export type FormAnswers = Record<string, unknown>

function isEmptyAnswer(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true
  if (typeof answer === 'string') return answer.trim() === ''
  if (Array.isArray(answer)) return answer.length === 0
  return false
}

function sameValue(a: unknown, b: unknown): boolean {
  // Answers come from inputs as strings while option values may be numbers: compare as text.
  return String(a) === String(b)
}

export function evaluateFormExpression(expression: FormExpression, answers: FormAnswers): boolean {
  const answer = answers[String(expression.formItemId)]
  const equals =
    !isEmptyAnswer(answer) &&
    (Array.isArray(answer)
      ? answer.some((item) => sameValue(item, expression.optionValue))
      : sameValue(answer, expression.optionValue))
  return expression.expression === 'eq' ? equals : !equals
}

export function evaluateFormRule(rule: FormRule | undefined, answers: FormAnswers): boolean {
  if (!rule || rule.expressions.length === 0) return true
  const results = rule.expressions.map((expression) => evaluateFormExpression(expression, answers))
  return rule.relation === 1 ? results.every(Boolean) : results.some(Boolean)
}

/**
 * The ids of the fields shown with these answers. A hidden field's answer counts as empty for the rules
 * of the others (hiding 是否接诊痤疮患者's follow-up also hides what depended on that follow-up), so
 * visibility is settled by repeating until nothing changes; the answers sent are those of these fields
 * only, and the server, reading the same rules over them, reaches the same set.
 */
export function visibleFieldIds(
  fields: readonly { id: string; rule?: FormRule | null }[],
  answers: FormAnswers,
): Set<string> {
  let visible = new Set(fields.map((field) => field.id))
  for (let round = 0; round <= fields.length; round += 1) {
    const shown: FormAnswers = {}
    for (const [id, answer] of Object.entries(answers)) if (visible.has(id)) shown[id] = answer
    const next = new Set(
      fields.filter((field) => evaluateFormRule(field.rule ?? undefined, shown)).map((field) => field.id),
    )
    if (next.size === visible.size && [...next].every((id) => visible.has(id))) return next
    visible = next
  }
  return visible
}
