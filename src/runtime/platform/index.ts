export type { PlatformInfo } from './detect'
export { detectPlatform } from './detect'
