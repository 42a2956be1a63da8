/**
 * `npm run validate [config-folder] [--format text|json|github]`: checks pages.json, every page schema,
 * every widget's props, the content files and the cross-references between them; exits 1 on any error,
 * 2 on a usage error. The folder defaults to this repository. What it prints is
 * schemas/validator/report.ts, shared with the standalone `dermacampus-config validate`
 * (packages/config-cli), which checks against the committed widget contracts instead of the sources.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { endpointContracts } from '../schemas/validator/contracts'
import { isReportFormat, validateConfigFolder, validationReport } from '../schemas/validator/index'
import { repositoryWidgets } from './config-set'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'text' } },
})
const format = values.format
if (!isReportFormat(format)) {
  console.error(`unknown --format "${format}" (text, json or github)`)
  process.exit(2)
}

const started = performance.now()
const root = resolve(positionals[0] ?? process.cwd())
const widgets = await repositoryWidgets()
const result = validateConfigFolder(root, { widgets, endpoints: endpointContracts })
const report = validationReport(result, format, {
  widgets: widgets.length,
  elapsedMs: performance.now() - started,
})
process.stdout.write(report.stdout)
process.stderr.write(report.stderr)
process.exitCode = report.exitCode
