export type { Scope } from './binding'
export {
  bindingPaths,
  compileValue,
  isDynamic,
  isLogicValue,
  logicPaths,
  resolveString,
  resolveValue,
} from './binding'
export { evaluateLogic, isTruthyLogic, loadLogic, logicLoaded, usesLogic } from './logic'
export { getPath, parsePath, withPath } from './path'
