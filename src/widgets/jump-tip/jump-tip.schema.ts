/** spec §3: jump tip position TOP or BOTTOM; style DARK or LIGHT. */
export const JUMP_TIP_POSITIONS = ['TOP', 'BOTTOM'] as const
export const JUMP_TIP_STYLES = ['DARK', 'LIGHT'] as const

export const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', description: 'What the tip says, e.g. 打开APP，观看完整课程.' },
    buttonText: {
      type: 'string',
      default: '去看看',
      description: 'The button on the right; the button shows only with onJump.',
    },
    position: {
      type: 'string',
      enum: JUMP_TIP_POSITIONS,
      default: 'BOTTOM',
      description:
        'TOP: stuck under the header while the page scrolls (layer top tips 975); BOTTOM: fixed above the bottom edge.',
    },
    tipStyle: {
      type: 'string',
      enum: JUMP_TIP_STYLES,
      default: 'DARK',
      description: 'DARK: dark translucent bar, white text; LIGHT: white bar, dark text, a hairline.',
    },
    closable: { type: 'boolean', default: true, description: 'Offer × to hide the tip for this visit.' },
    onJump: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the tip (a tap anywhere on it), e.g. openApp or navigate.',
    },
  },
} as const
