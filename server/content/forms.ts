import type { FormContent, FormFieldContent } from '../../schemas/content/index'
import type { FormField, SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, type Row, same } from './shared'

/**
 * Dynamic forms (content/forms): one form_definition row each, keyed by the form's key, which is the
 * file's id (no content_key row: the key is the form's primary key). Records are never touched: they hold
 * each answer with the label and type it had when submitted, so they read the same whatever the form
 * becomes. Removing a field doctors answered, or changing its type, is refused unless forced. A form a
 * version no longer has is left as it is (its records stay readable); `active: false` takes it offline.
 */
export async function applyForms(
  tx: SqlExecutor,
  forms: readonly FormContent[],
  _options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const form of forms) await applyForm(tx, form, report)
}

/** A field as the form API serves it (schemas/api/form.ts formFieldSchema): every key present. */
function fieldOf(field: FormFieldContent): FormField {
  return {
    id: field.id,
    type: field.type,
    label: field.label,
    required: field.required ?? false,
    placeholder: field.placeholder ?? '',
    options: (field.options ?? []).map((option) => ({ label: option.label, value: option.value })),
    maxLength: field.maxLength ?? null,
    maxCount: field.maxCount ?? null,
    rule: field.rule
      ? {
          relation: field.rule.relation,
          expressions: field.rule.expressions.map((expression) => ({
            formItemId: expression.formItemId,
            expression: expression.expression,
            optionValue: expression.optionValue,
          })),
        }
      : null,
  }
}

async function applyForm(tx: SqlExecutor, form: FormContent, report: ApplyReport): Promise<void> {
  const where = `forms/${form.id}`
  const fields = form.fields.map(fieldOf)
  const columns = {
    title: form.title,
    description: form.description ?? '',
    submit_text: form.submitText ?? '提交',
    success_text: form.successText ?? '提交成功',
    fields: JSON.stringify(fields),
    active: form.active ?? true,
  }
  const names = Object.keys(columns)
  const values = Object.values(columns)
  const [row] = await tx.query<Row>('SELECT * FROM form_definition WHERE key = $1 FOR UPDATE', [form.id])
  if (!row) {
    await tx.query(
      `INSERT INTO form_definition (key, ${names.join(', ')})
       VALUES ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})`,
      [form.id, ...values],
    )
    report.changes.push(`${where}: new form "${form.title}" (${fields.length} fields)`)
    return
  }

  const before = row.fields as FormField[]
  const removed = before.filter((field) => !fields.some((other) => other.id === field.id))
  const retyped = before.filter((field) =>
    fields.some((other) => other.id === field.id && other.type !== field.type),
  )
  const answered = await answeredRecords(tx, form.id, [...removed, ...retyped])
  for (const field of removed) {
    const records = answered.get(field.id) ?? 0
    if (records > 0) {
      report.refusals.push(
        `${where}: field ${field.id} "${field.label}" was answered in ${records} record${records === 1 ? '' : 's'} and is not in the file; keep it, or publish with --force to remove it (the records keep its answers)`,
      )
    }
  }
  for (const field of retyped) {
    const records = answered.get(field.id) ?? 0
    const type = fields.find((other) => other.id === field.id)?.type
    if (records > 0) {
      report.refusals.push(
        `${where}: field ${field.id} "${field.label}" changes type ${field.type} → ${type} but ${records} record${records === 1 ? '' : 's'} answered it as ${field.type}; give the new field another id, or publish with --force (the records keep their answers)`,
      )
    }
  }

  const changed = names.filter((name, index) => name !== 'fields' && !same(row[name], values[index]))
  const fieldChanges = describeFields(before, fields)
  if (changed.length === 0 && fieldChanges.length === 0) return
  await tx.query(
    `UPDATE form_definition SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE key = $1`,
    [form.id, ...values],
  )
  report.changes.push(`${where}: changed ${[...changed, ...fieldChanges].join(', ')}`)
}

/** How many records of the form answered each of these fields (a record holds only shown fields). */
async function answeredRecords(
  tx: SqlExecutor,
  key: string,
  fields: readonly FormField[],
): Promise<Map<string, number>> {
  if (fields.length === 0) return new Map()
  const rows = await tx.query<{ id: string; records: number }>(
    `SELECT answer->>'id' AS id, count(DISTINCT r.id)::int AS records
     FROM form_record r CROSS JOIN LATERAL jsonb_array_elements(r.answers) AS answer
     WHERE r.form_key = $1 AND answer->>'id' = ANY($2::text[])
     GROUP BY answer->>'id'`,
    [key, fields.map((field) => field.id)],
  )
  return new Map(rows.map((row) => [row.id, Number(row.records)]))
}

/** `field x added`, `field y removed`, `field z changed`, `fields reordered`: what the fields list says differently. */
function describeFields(before: readonly FormField[], after: readonly FormField[]): string[] {
  const lines: string[] = []
  for (const field of after) {
    const old = before.find((other) => other.id === field.id)
    if (!old) lines.push(`field ${field.id} added`)
    else if (!same(old, field)) lines.push(`field ${field.id} changed`)
  }
  for (const field of before) {
    if (!after.some((other) => other.id === field.id)) lines.push(`field ${field.id} removed`)
  }
  const order = (fields: readonly FormField[], ids: ReadonlySet<string>) =>
    fields.filter((field) => ids.has(field.id)).map((field) => field.id)
  const common = new Set(
    after.filter((field) => before.some((other) => other.id === field.id)).map((field) => field.id),
  )
  if (order(before, common).join() !== order(after, common).join()) lines.push('fields reordered')
  return lines
}
