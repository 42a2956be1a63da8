export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      description: 'The page to show. Opened only when http(s) and its host is on the environment allowlist.',
    },
  },
} as const
