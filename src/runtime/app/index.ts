export type { CreateRuntimeOptions } from './create-runtime'
export { createRuntime, launchQuery } from './create-runtime'
export type { StartOptions } from './start'
export { startApp } from './start'
