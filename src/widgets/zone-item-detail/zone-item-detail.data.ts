import { declareReads } from '@/runtime/data/declare'

/** What ZoneItemDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  item: {
    api: 'zone.item',
    params: { id: '${props.id}' },
    // A /user/ read (the route checks certification): a visitor is offered the login instead.
    requires: ['session.signedIn', 'props.id'],
    description: 'The item with its body, video and enterprise',
  },
  task: {
    api: 'utask.detail',
    params: { id: '${props.utaskId}' },
    requires: ['props.utaskId'],
    // Its button (申请试用, 去填写 …) decides on the task's status and places left.
    fresh: true,
    description: "A task item's task: its status and form, for the task's own action",
  },
})
