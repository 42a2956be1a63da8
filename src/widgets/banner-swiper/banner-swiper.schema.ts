export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      description:
        'Banners as banner.items answers them ({ id, title, imageUrl, sourceType, target }), e.g. `${data.banners}`. Without items, `api` loads them.',
      items: {
        type: 'object',
        required: ['imageUrl', 'sourceType', 'target'],
        properties: {
          id: { type: ['integer', 'string'], description: 'Banner id.' },
          title: { type: 'string', description: 'What the banner shows (read aloud; not printed).' },
          imageUrl: { type: 'string', description: 'The picture; the default picture when empty or broken.' },
          sourceType: {
            type: 'string',
            description:
              'LINK opens `target` as an address (webview allowlist); ARTICLE, COURSE… open that content.',
          },
          target: { type: ['string', 'integer'], description: 'An address for LINK, else the content id.' },
        },
      },
    },
    api: {
      type: 'string',
      description: 'Endpoint that answers the banners when `items` is not given (banner.items).',
    },
    params: {
      type: 'object',
      description: 'Query of that endpoint, e.g. {"location": "HOME"} (LIVE_HEADER, U_TASK_HEADER, HOME).',
    },
    autoplay: { type: 'boolean', default: true, description: 'Turn by itself (only with two or more).' },
    interval: {
      type: 'integer',
      minimum: 1000,
      default: 4000,
      description: 'Milliseconds each banner stays when turning by itself.',
    },
    indicator: { type: 'boolean', default: true, description: 'Dots showing which banner is on screen.' },
    rounded: { type: 'boolean', default: true, description: 'Rounded corners with side margins (a card).' },
    ratio: {
      type: 'string',
      pattern: '^\\d+(\\.\\d+)? ?/ ?\\d+(\\.\\d+)?$',
      default: '5 / 2',
      description: 'Width / height of the banner, e.g. "5 / 2" or "16 / 9".',
    },
    onItemClick: {
      $ref: '#/$defs/actionList',
      description: 'Replaces the default jump. Event: banner, index, sourceType, id, url.',
    },
  },
} as const
