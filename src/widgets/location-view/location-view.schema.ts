export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: {
      enum: ['open', 'choose'],
      default: 'open',
      description:
        'open: show a place (openLocation: WeChat map in WeChat, a map link elsewhere); choose: read the current position (chooseLocation).',
    },
    latitude: {
      type: ['number', 'string'],
      description: 'Latitude of the place (open), usually `${query.latitude}`.',
    },
    longitude: {
      type: ['number', 'string'],
      description: 'Longitude of the place (open), usually `${query.longitude}`.',
    },
    name: { type: 'string', description: 'Name of the place (open).' },
    address: { type: 'string', description: 'Full address of the place (open).' },
    onChoose: {
      $ref: '#/$defs/actionList',
      description:
        'Actions when the user confirms the chosen position (event: latitude, longitude). Without it the position is kept in sessionStorage (u_chosen_location) and the screen goes back.',
    },
  },
} as const
