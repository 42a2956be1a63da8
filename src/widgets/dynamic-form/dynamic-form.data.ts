import { declareReads } from '@/runtime/data'

/** What DynamicForm asks the cache for (decision 0037). */
export const reads = declareReads({
  definition: {
    api: 'form.definition',
    params: { key: '${props.formKey}' },
    requires: ['props.formKey'],
    description: 'The form by key: its fields, their rules and texts',
  },
  profile: {
    api: 'user.detail',
    requires: ['session.signedIn'],
    quiet: true,
    description: 'The certified doctor’s profile, for prefilling 姓名 and 所在医院',
  },
  login: {
    api: 'user.info',
    requires: ['session.signedIn'],
    quiet: true,
    description: 'The doctor’s login, for prefilling 手机号 when the session does not know it yet',
  },
})
