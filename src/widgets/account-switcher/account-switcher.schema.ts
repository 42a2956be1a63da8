export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    account: {
      description:
        'The current account as user.detail answers it (bind `${data.account}`). When missing, the card ' +
        'shows what the session stored at login (name, picture, certification).',
      anyOf: [
        {
          type: 'object',
          properties: {
            userId: { type: 'string' },
            name: { type: 'string', description: 'Real name.' },
            img: { type: 'string', description: 'Avatar address; a default picture when empty or broken.' },
            mobile: { type: 'string', description: 'Phone number, already desensitized by the server.' },
            hospital: { type: 'string' },
            department: { type: 'string' },
            title: { type: 'string', description: 'Professional title, e.g. 主治医师.' },
            accurateAuth: {
              type: ['integer', 'null'],
              description: 'Certification status; 2 means certified (spec §5).',
            },
          },
        },
        { type: 'null' },
      ],
    },
  },
} as const
