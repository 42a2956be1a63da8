export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offlineClass: {
      description:
        'The offline class as offlineClass.detail answers it (bind `${data.offlineClass}`); null shows ' +
        '训练营不存在或已下线.',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            activityId: { type: ['integer', 'string'] },
            title: { type: 'string' },
            bigPicUrl: { type: 'string' },
            city: { type: 'string' },
            address: { type: 'string' },
            startTime: { type: 'string' },
            endTime: { type: 'string' },
            registrationStatus: { enum: ['NOT_START', 'START', 'END'] },
            quota: { type: 'number' },
            enrolledCount: { type: 'number' },
            price: { type: 'number', description: 'Yuan; 0 is 免费.' },
            introduction: { type: 'string', description: 'HTML (sanitized before it is shown).' },
            lecturers: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: ['integer', 'string'] },
                  name: { type: 'string' },
                  title: { type: 'string' },
                  hospital: { type: 'string' },
                  avatarUrl: { type: 'string' },
                },
              },
            },
            applied: { type: 'boolean', description: 'The doctor has signed up.' },
          },
        },
        { type: 'null' },
      ],
    },
    consentRoute: {
      type: 'string',
      default: 'offlineClassConsent',
      description: 'Route name of the consent the sign-up dialog links to (opened with `id` = the class).',
    },
    onOrder: {
      $ref: '#/$defs/actionList',
      description:
        'For a class with a fee: actions after the confirm instead of offlineClass.apply (which refuses ' +
        'paid classes), e.g. navigate to the order screen; `event.id`, `event.activityId`, `event.price`.',
    },
    onApplied: {
      $ref: '#/$defs/actionList',
      description: 'Actions after a successful sign-up; `event.id`.',
    },
  },
} as const
