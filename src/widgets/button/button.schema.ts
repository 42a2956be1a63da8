export const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: {
      type: ['string', 'number'],
      description: 'The label, e.g. 立即报名; bindings interpolate (`领取 ${data.ebook.count} 本`).',
    },
    variant: {
      enum: ['primary', 'default', 'danger', 'ghost'],
      default: 'primary',
      description:
        'primary: brand blue, white text; default: white with a grey border; danger: red (a destructive ' +
        'step); ghost: transparent with a blue border and text (a second choice beside a primary button).',
    },
    size: {
      enum: ['small', 'middle', 'large'],
      default: 'middle',
      description:
        'small 13px text, middle 17px, large 18px and taller. Every size is tappable over at least 44×44 px ' +
        '(decision 0028).',
    },
    shape: {
      enum: ['rounded', 'default', 'rectangular'],
      default: 'rounded',
      description: 'rounded: pill ends (the app’s usual button); default: 4px corners; rectangular: square.',
    },
    block: {
      type: 'boolean',
      default: false,
      description: 'Full width of its container instead of as wide as its label.',
    },
    disabled: {
      type: 'boolean',
      default: false,
      description:
        'Greyed out and not tappable; usually bound, e.g. `{ "$logic": { "!": { "var": "state.agreed" } } }` ' +
        'or `${data.ebook.soldOut}`.',
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of a tap (any action: navigate, api, setState, openUrl, share…). The button shows a loading ' +
        'mark and takes no second tap until they have finished.',
    },
  },
} as const
