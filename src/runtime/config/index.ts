export { isAllowedUrl } from './allowlist'
export type { Environment, EnvironmentName } from './environments'
export { constants, environment, productConfig, productNames } from './environments'
export { cdnTimestamp, cdnUrl } from './cdn'
