import { endpointContracts, widgetContracts } from '../schemas/validator/contracts'
import { formatError } from '../schemas/validator/messages'
import { validateConfigFolder } from '../schemas/validator/validate-folder'

/**
 * Validates the config folder a build will be served with, as the server does at start: against the
 * widget contracts `npm run schemas` wrote (what the server has; a build does not load the widgets'
 * sources) and leaving `${content.…}` references the database may hold for later. Throws with every error
 * as `file:line:column pointer message`.
 */
export function validateConfigForBuild(configDir: string): void {
  const { errors } = validateConfigFolder(
    configDir,
    { widgets: widgetContracts(), endpoints: endpointContracts },
    { contentRefs: 'skip' },
  )
  if (errors.length === 0) return
  throw new Error(
    `${errors.length} config error${errors.length === 1 ? '' : 's'} in ${configDir}:\n` +
      errors.map(formatError).join('\n'),
  )
}
