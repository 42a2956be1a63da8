import type { ConfigError } from './messages'
import { formatError } from './messages'
import type { ConfigValidation } from './validate-folder'

/**
 * What `npm run validate` and `dermacampus-config validate` print, one implementation for both:
 *
 * - text (default): each error as `file:line:column pointer message` on stderr, the summary on stdout;
 * - json: a JSON array of {file, line, column, pointer, code, message} on stdout and nothing else;
 * - github: `::error file=…,line=…,col=…::pointer message` workflow commands on stdout (annotations).
 * With json and github the summary goes to stderr. Exit code 1 on any error, 0 when the config is valid.
 */
export const reportFormats = ['text', 'json', 'github'] as const
export type ReportFormat = (typeof reportFormats)[number]

export function isReportFormat(name: string): name is ReportFormat {
  return (reportFormats as readonly string[]).includes(name)
}

export interface ValidationReport {
  stdout: string
  stderr: string
  exitCode: 0 | 1
}

/** GitHub workflow commands: data escapes %, CR and LF; property values also : and ,. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

function githubAnnotation(error: ConfigError): string {
  return (
    `::error file=${escapeProperty(error.file)},line=${error.line},col=${error.column}::` +
    escapeData(`${error.pointer || '/'} ${error.message}`)
  )
}

const lines = (list: readonly string[]): string => list.map((line) => `${line}\n`).join('')

export function validationReport(
  result: ConfigValidation,
  format: ReportFormat,
  run: { widgets: number; elapsedMs: number },
): ValidationReport {
  const { errors } = result
  const summary =
    `${errors.length === 0 ? 'config ok' : `${errors.length} config error${errors.length === 1 ? '' : 's'}`}: ` +
    `${result.routes} routes, ${result.pageFiles} page schemas, ${run.widgets} widgets, ` +
    `${result.planned} planned screens, ${result.contentFiles} content files (${Math.round(run.elapsedMs)} ms)`
  const exitCode = errors.length === 0 ? 0 : 1
  if (format === 'json') {
    const list = errors.map(({ file, line, column, pointer, code, message }) => ({
      file,
      line,
      column,
      pointer,
      code,
      message,
    }))
    return { stdout: `${JSON.stringify(list, null, 2)}\n`, stderr: lines([summary]), exitCode }
  }
  if (format === 'github') {
    return { stdout: lines(errors.map(githubAnnotation)), stderr: lines([summary]), exitCode }
  }
  return { stdout: lines([summary]), stderr: lines(errors.map(formatError)), exitCode }
}
