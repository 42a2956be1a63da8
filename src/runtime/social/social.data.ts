import { declareReads } from '../data/declare'

/** What the social toggles ask the cache for (decision 0037). */
export const socialReads = declareReads({
  favoriteStatus: {
    api: 'favorite.status',
    params: { objectType: '${props.objectType}', objectId: '${props.objectId}' },
    requires: ['session.signedIn', 'props.objectType', 'props.objectId'],
    quiet: true,
    description:
      'Whether the doctor keeps the item, asked only when the read showing it carries no favorite flag (a course package)',
  },
})
