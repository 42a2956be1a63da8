import type { SqlExecutor } from '../db/index'

/**
 * An activity's page text published with its content file (content/activities, table activity_page): what
 * the CDN folder activity/<id>/ holds as activity.txt and variableContent.json for other activities.
 */
export interface ActivityPage {
  /** activity.txt: HTML, sanitized by the app where it shows. */
  readonly html: string
  /** variableContent.json: title, subtitle, buttonText, shareTitle, rules. */
  readonly variables: Readonly<Record<string, unknown>>
  readonly updatedAt: Date
}

export async function findActivityPage(
  sql: SqlExecutor,
  activityId: number,
): Promise<ActivityPage | undefined> {
  const [row] = await sql.query<{ html: string; variables: Record<string, unknown>; updated_at: Date }>(
    'SELECT html, variables, updated_at FROM activity_page WHERE activity_id = $1',
    [activityId],
  )
  return row ? { html: row.html, variables: row.variables, updatedAt: new Date(row.updated_at) } : undefined
}
