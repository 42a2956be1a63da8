/**
 * `dermacampus-config`: the config checker of DermaCampus for an integrator's CI, without this
 * repository. scripts/build-config-cli.ts bundles it with the validator, ajv and the contracts (the widget
 * contracts and editor schemas `npm run schemas` wrote, the endpoint catalogue) into one file with no
 * dependencies: packages/config-cli/dist/cli.mjs.
 *
 *   dermacampus-config validate [folder] [--format text|json|github]   what `npm run validate` prints
 *   dermacampus-config schemas [folder]      writes the editor schemas into <folder>/schemas/meta/
 *
 * Exit codes: 0 ok, 1 config errors, 2 usage errors.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { contentEditorSchemas } from '../../../schemas/meta/content-editor-schemas'
import pageEditorSchema from '../../../schemas/meta/page.schema.json' with { type: 'json' }
import pagesEditorSchema from '../../../schemas/meta/pages.schema.json' with { type: 'json' }
import widgetContractsFile from '../../../schemas/meta/widget-contracts.json' with { type: 'json' }
import {
  endpointContracts,
  isReportFormat,
  validateConfigFolder,
  validationReport,
  widgetContractsOf,
} from '../../../schemas/validator/index'
import cliPackage from '../package.json' with { type: 'json' }

const usage = `dermacampus-config ${cliPackage.version}: checks a DermaCampus config folder

Usage:
  dermacampus-config validate [folder] [--format text|json|github]
      Checks pages.json, schemas/pages/*.json and content/<kind>/*.json (default folder: the current one).
      text: errors as file:line:column pointer message; json: a JSON array of
      {file, line, column, pointer, code, message} on stdout; github: workflow annotations.
      Exit code 0 when valid, 1 on config errors, 2 on usage errors.
  dermacampus-config schemas [folder]
      Writes the editor schemas (page, pages and one per content kind) into <folder>/schemas/meta/,
      where the "$schema" of pages.json, page schemas and content files points.
  dermacampus-config --version | --help
`

class UsageError extends Error {}

/** The folder argument: one at most, and it must be a folder. */
function folderOf(positionals: readonly string[]): string {
  if (positionals.length > 1) throw new UsageError(`one folder at most, got ${positionals.join(' ')}`)
  const folder = resolve(positionals[0] ?? '.')
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`${positionals[0] ?? folder} is not a folder`)
  }
  return folder
}

/** Every editor schema a config folder's `$schema` references name, by file name. */
function editorSchemas(): Record<string, object> {
  return {
    'page.schema.json': pageEditorSchema,
    'pages.schema.json': pagesEditorSchema,
    ...contentEditorSchemas(),
  }
}

function validate(positionals: readonly string[], format: string): number {
  if (!isReportFormat(format)) throw new UsageError(`unknown --format "${format}" (text, json or github)`)
  const folder = folderOf(positionals)
  const started = performance.now()
  const widgets = widgetContractsOf(widgetContractsFile)
  const result = validateConfigFolder(folder, { widgets, endpoints: endpointContracts })
  const report = validationReport(result, format, {
    widgets: widgets.length,
    elapsedMs: performance.now() - started,
  })
  process.stdout.write(report.stdout)
  process.stderr.write(report.stderr)
  if (!existsSync(join(folder, 'schemas', 'meta', 'page.schema.json'))) {
    const shown = relative(process.cwd(), folder) || '.'
    process.stderr.write(
      `note: ${join(shown, 'schemas', 'meta')} has no editor schemas, so editors cannot resolve "$schema"; ` +
        `\`npx dermacampus-config schemas ${shown}\` writes them\n`,
    )
  }
  return report.exitCode
}

function writeSchemas(positionals: readonly string[]): number {
  const dir = join(folderOf(positionals), 'schemas', 'meta')
  mkdirSync(dir, { recursive: true })
  const files = editorSchemas()
  for (const [name, schema] of Object.entries(files)) {
    writeFileSync(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`)
  }
  console.log(`wrote ${Object.keys(files).join(', ')} to ${relative(process.cwd(), dir) || '.'}`)
  return 0
}

function main(args: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
  })
  if (values.version) {
    console.log(cliPackage.version)
    return 0
  }
  const [command, ...rest] = positionals
  if (values.help || command === 'help') {
    process.stdout.write(usage)
    return 0
  }
  if (command === 'validate') return validate(rest, values.format)
  if (command === 'schemas') return writeSchemas(rest)
  throw new UsageError(command ? `unknown command "${command}"` : 'no command')
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (error) {
  // parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown or malformed option.
  const parseError =
    error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
  if (!(error instanceof UsageError) && !parseError) throw error
  process.stderr.write(`dermacampus-config: ${error.message} (see dermacampus-config --help)\n`)
  process.exitCode = 2
}
