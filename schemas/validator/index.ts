export { createAjv } from './ajv'
export { bindable } from './bindable'
export { type ConfigFiles, isConfigPath, MAX_CONFIG_BYTES, readConfigFiles } from './config-files'
export { endpointContracts, type WidgetContractsFile, widgetContracts, widgetContractsOf } from './contracts'
export { locate } from './locate'
export type { ConfigError, ConfigProblem } from './messages'
export { formatError, fromAjvErrors } from './messages'
export { type ConfigFolder, parseConfigText, readConfigFolder } from './read-config'
export {
  isReportFormat,
  type ReportFormat,
  reportFormats,
  type ValidationReport,
  validationReport,
} from './report'
export type {
  ConfigFile,
  ConfigSetInput,
  EndpointContract,
  ValidationResult,
  WidgetContract,
} from './validate-config'
export { validateConfigSet } from './validate-config'
export { type ValidContent, validateContent } from './validate-content'
export {
  type ConfigValidation,
  type Contracts,
  type ValidateOptions,
  validateConfigFiles,
  validateConfigFolder,
} from './validate-folder'
