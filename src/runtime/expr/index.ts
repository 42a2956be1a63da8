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
export type { FormAnswers } from './form-rule'
export { evaluateFormExpression, evaluateFormRule, visibleFieldIds } from './form-rule'
export { evaluateLogic, isTruthyLogic, loadLogic, logicLoaded, usesLogic } from './logic'
export { getPath, parsePath, withPath } from './path'
