/**
 * What a form checks: the field validators (isMobile, isIdCard... spec §8), the fields' messages
 * (请输入..., ...格式不正确) and the form rules that show, hide and require fields by the answers. Its own
 * module: only screens with a form load it, never the first load.
 */
export {
  formFormatMessage,
  formPlaceholder,
  formRequiredMessage,
  formTooLongMessage,
  formTooManyMessage,
} from './form-messages'
export type { FormAnswers } from './form-rule'
export { evaluateFormExpression, evaluateFormRule, visibleFieldIds } from './form-rule'
export {
  inRange,
  inRangeLength,
  isAmount,
  isArray,
  isCarNo,
  isChinese,
  isCode,
  isDate,
  isDateISO,
  isDigits,
  isEmail,
  isEmpty,
  isEnOrNum,
  isIdCard,
  isJsonString,
  isLandline,
  isLetter,
  isMobile,
  isNumber,
  isObject,
  isUrl,
  type ValidatorName,
  validators,
} from './validators'
