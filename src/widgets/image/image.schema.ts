export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    src: {
      type: ['string', 'null'],
      description:
        'The picture address (bind `${data.activity.banner}`). Empty, missing or failing to load shows the ' +
        "app's default picture; an OSS address is offered in its 100/200/300/400 px resize variants (srcset).",
    },
    alt: {
      type: 'string',
      default: '',
      description: 'What the picture shows, for screen readers; leave empty for a decorative picture.',
    },
    ratio: {
      type: 'string',
      default: '16 / 9',
      pattern: '^\\s*\\d+(\\.\\d+)?\\s*(/\\s*\\d+(\\.\\d+)?\\s*)?$',
      description: 'Aspect ratio of the frame, width / height: `16 / 9`, `4 / 3`, `1` (square), `2.5`.',
    },
    fit: {
      enum: ['cover', 'contain'],
      default: 'cover',
      description:
        '`cover` fills the frame and crops the edges; `contain` shows the whole picture on a light tint.',
    },
    radius: {
      type: 'number',
      minimum: 0,
      default: 8,
      description: 'Corner radius in px (0 for square corners).',
    },
    sizes: {
      type: 'string',
      default: '100vw',
      description:
        'How wide the picture shows (the `sizes` attribute), so the browser picks the smallest variant ' +
        'that is sharp enough: `100vw` full width, `50vw` half, `120px`.',
    },
    priority: {
      type: 'boolean',
      default: false,
      description:
        "The screen's main picture at its top (a banner): loaded at once with high priority instead of lazily.",
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of a tap on the picture (e.g. navigate, openUrl, preview); without them it is not a button.',
    },
  },
} as const
