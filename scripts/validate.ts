/**
 * `npm run validate [config-folder]`: checks pages.json, every page schema, every widget's props and the
 * cross-references between them. Prints each error as `file:JSON-pointer message`; exits 1 on any.
 * The folder defaults to this repository, so an integrator's CI can validate a config set kept elsewhere.
 */
import { resolve } from 'node:path'
import { formatError, validateConfigSet } from '../schemas/validator/index'
import { readConfigSet } from './config-set'

const started = performance.now()
const root = resolve(process.argv[2] ?? process.cwd())
const { input, errors: readErrors } = await readConfigSet(root)
const result = validateConfigSet(input)
const errors = [...readErrors, ...result.errors]
const elapsed = Math.round(performance.now() - started)

for (const error of errors) console.error(formatError(error))
console.log(
  `${errors.length === 0 ? 'config ok' : `${errors.length} config error${errors.length === 1 ? '' : 's'}`}: ` +
    `${result.routes} routes, ${result.pageFiles} page schemas, ${input.widgets.length} widgets, ` +
    `${result.planned} planned screens (${elapsed} ms)`,
)
process.exit(errors.length === 0 ? 0 : 1)
