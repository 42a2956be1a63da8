export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: {
      type: ['integer', 'string'],
      description: 'The certificate id (bind `${query.id}`).',
    },
    source: {
      enum: ['academy', 'utask'],
      default: 'academy',
      description:
        'Which certificate the id names: academy (certificate.detail, course and activity certificates) or utask (utaskCertificate.detail, task certificates).',
    },
    showDetails: {
      type: 'boolean',
      default: true,
      description: 'Show the facts under the picture (number, holder, date, issuer, what it was earned for).',
    },
  },
} as const
