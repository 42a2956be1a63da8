export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    html: {
      type: ['string', 'null'],
      description:
        'The HTML (a literal or a binding such as `${data.activity.intro}`); sanitized with DOMPurify before it ' +
        'is shown: scripts, event handlers, forms and frames are removed, and inline styles keep only those of text (colour, weight, alignment, margins; never positioning, sizes or url()). A tapped link opens through ' +
        'the openUrl action, so only allowlisted addresses open (in the webview screen) and a screen of the app ' +
        'opens as that screen.',
    },
    maxLines: {
      type: 'integer',
      minimum: 1,
      description:
        'Show at most this many lines; when the text is longer, a 展开 link shows the rest and 收起 folds it ' +
        'again. Without it the whole text shows.',
    },
    expandText: {
      type: 'string',
      default: '展开',
      description: 'Label of the link that unfolds clamped text.',
    },
    collapseText: { type: 'string', default: '收起', description: 'Label of the link that folds it again.' },
    emptyText: {
      type: 'string',
      default: '',
      description:
        'Shown (grey) when the HTML is empty or nothing is left after sanitizing; empty shows nothing.',
    },
    align: {
      enum: ['left', 'center', 'right'],
      default: 'left',
      description: 'Horizontal alignment of the text.',
    },
  },
} as const
