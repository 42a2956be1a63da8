import { declareReads } from '@/runtime/data/declare'

/** What ZoneHome asks the cache for (decision 0037). */
export const reads = declareReads({
  home: {
    api: 'zone.home',
    // A /user/ read: a visitor is offered the login instead.
    requires: ['session.signedIn'],
    description: 'The zones the doctor follows, the latest items of those zones and recommended zones',
  },
})
