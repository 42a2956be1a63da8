export const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: {
      type: ['string', 'number'],
      description:
        'The notice, one line. Longer than the line, it scrolls from right to left (pausing under a finger or ' +
        'the pointer); when the phone asks for reduced motion it wraps onto more lines instead.',
    },
    color: {
      enum: ['warning', 'info', 'danger'],
      default: 'warning',
      description:
        'warning: orange on cream (the usual notice); info: blue on light blue; danger: red on pink.',
    },
    icon: { type: 'boolean', default: true, description: 'Show the speaker icon before the text.' },
    closeable: {
      type: 'boolean',
      default: false,
      description: 'A × at the end hides the bar until the page opens again.',
    },
    speed: {
      type: 'number',
      minimum: 10,
      maximum: 200,
      default: 50,
      description: 'Scrolling speed in px per second.',
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of a tap on the notice (e.g. navigate to the announcement); the bar then shows ›.',
    },
    onClose: { $ref: '#/$defs/actionList', description: 'Actions run when the × closes the bar.' },
  },
} as const
