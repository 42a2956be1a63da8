// The words of a form answer's checks are a contract the server shares (schemas/meta/form-messages.ts).
export {
  formFormatMessage,
  formPlaceholder,
  formRequiredMessage,
  formTooLongMessage,
  formTooManyMessage,
} from '@schemas/meta/form-messages'
