export type { StartOptions } from './start'
export { startApp } from './start'
