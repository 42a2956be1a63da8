import { declareReads } from '@/runtime/data/declare'

/** What InvitePanel asks the cache for (decision 0037). */
export const reads = declareReads({
  mine: {
    api: 'invite.mine',
    // A /user/ read: a visitor sees the inviter or the login instead.
    requires: ['session.signedIn'],
    description: "The doctor's invite code, the friends invited and the 麦豆 earned",
  },
  inviter: {
    api: 'invite.inviter',
    params: { code: '${props.code}' },
    requires: ['props.code'],
    description: 'Who invites, by the code in the link',
  },
})
