export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['formKey'],
  properties: {
    formKey: {
      type: 'string',
      description: 'The form key (bind `${query.key}`); its definition comes from form.definition.',
    },
    redirect: {
      type: 'string',
      default: '',
      description:
        'Where to go after a successful submit (bind `${query.redirect}`): an app path (/…) or an allowlisted http(s) URL. Stored per key in localStorage (u_form_success_redirect_<key>) so it survives a login; anything else shows the result page.',
    },
    fail: {
      type: 'string',
      default: '',
      description:
        'Where to go when submitting fails (bind `${query.fail}`), same rules; stored under u_form_fail_redirect_<key>. Without it the form stays with the error toast.',
    },
    recordsRoute: {
      type: 'string',
      default: 'formRecordDetail',
      description:
        'Route name of the records screen, opened by 查看我的记录 on the result page (query projectKey).',
    },
  },
} as const
