/**
 * `npm run validate [config-folder] [--format text|json|github]`: checks pages.json, every page schema,
 * every widget's props and the cross-references between them; exits 1 on any error. The folder defaults
 * to this repository, so an integrator's CI can validate a config set kept elsewhere.
 *
 * - text (default): each error as `file:line:column pointer message` on stderr, the summary on stdout;
 * - json: a JSON array of {file, line, column, pointer, code, message} on stdout and nothing else;
 * - github: `::error file=…,line=…,col=…::pointer message` workflow commands on stdout (annotations).
 * With json and github the summary goes to stderr.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { endpointContracts } from '../schemas/validator/contracts'
import { type ConfigError, formatError, validateConfigFolder } from '../schemas/validator/index'
import { repositoryWidgets } from './config-set'

const formats = ['text', 'json', 'github'] as const
type Format = (typeof formats)[number]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'text' } },
})
const format = values.format as Format
if (!formats.includes(format)) {
  console.error(`unknown --format "${values.format}" (text, json or github)`)
  process.exit(2)
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

const started = performance.now()
const root = resolve(positionals[0] ?? process.cwd())
const widgets = await repositoryWidgets()
const result = validateConfigFolder(root, { widgets, endpoints: endpointContracts })
const { errors } = result
const elapsed = Math.round(performance.now() - started)

const summary =
  `${errors.length === 0 ? 'config ok' : `${errors.length} config error${errors.length === 1 ? '' : 's'}`}: ` +
  `${result.routes} routes, ${result.pageFiles} page schemas, ${widgets.length} widgets, ` +
  `${result.planned} planned screens, ${result.contentFiles} content files (${elapsed} ms)`

if (format === 'json') {
  const list = errors.map(({ file, line, column, pointer, code, message }) => ({
    file,
    line,
    column,
    pointer,
    code,
    message,
  }))
  process.stdout.write(`${JSON.stringify(list, null, 2)}\n`)
  console.error(summary)
} else if (format === 'github') {
  for (const error of errors) console.log(githubAnnotation(error))
  console.error(summary)
} else {
  for (const error of errors) console.error(formatError(error))
  console.log(summary)
}
process.exitCode = errors.length === 0 ? 0 : 1
