import { declareReads } from '@/runtime/data/declare'

/** What ZoneDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  zone: {
    api: 'zone.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'The zone with its enterprise, introduction, followers and whether the doctor follows it',
  },
  items: {
    api: 'zone.contents',
    // section: the open tab (活动 / 产品兑换 / 产品介绍); left out on 首页, which lists every item.
    params: { id: '${props.id}', section: '${vars.section}' },
    requires: ['props.id'],
    pageSize: '${props.pageSize}',
    description: "The zone's items of the open tab, a page at a time",
  },
})
