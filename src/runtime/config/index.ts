export { isAllowedUrl } from './allowlist'
export { cdnTimestamp, cdnUrl } from './cdn'
export type { Environment, EnvironmentName } from './environments'
export { constants, environment, productConfig, productNames } from './environments'
