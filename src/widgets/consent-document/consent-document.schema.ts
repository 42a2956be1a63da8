export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: {
      type: ['string', 'number'],
      description: 'The consent document id (bind `${query.id}`); without it the type picks the current one.',
    },
    type: {
      enum: ['BMS', 'OFFLINE_CLASS', 'COMPANY'],
      description: 'Which kind of consent: BMS (sensitive information), OFFLINE_CLASS, COMPANY.',
    },
    acceptKey: {
      type: 'string',
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'localStorage key that remembers the agreement (spec §9 prefix, e.g. bms_consent_accept): 同意 ' +
        'stores {accepted, version, at}; a stored agreement shows 已同意 instead of the buttons.',
    },
    showActions: {
      type: 'boolean',
      default: false,
      description: 'Show the bottom bar with 不同意 / 同意; without it the document is read-only.',
    },
    agreeText: { type: 'string', default: '同意', description: 'Label of the agree button.' },
    disagreeText: { type: 'string', default: '不同意', description: 'Label of the disagree button.' },
    onAgree: {
      $ref: '#/$defs/actionList',
      description: 'Actions after 同意 (after storing acceptKey), e.g. back; `event.version` is the version.',
    },
    onDisagree: {
      $ref: '#/$defs/actionList',
      description: 'Actions after 不同意, e.g. back.',
    },
  },
} as const
