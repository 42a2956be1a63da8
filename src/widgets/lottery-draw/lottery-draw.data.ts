import { declareReads } from '@/runtime/data'

/** What LotteryDraw asks the cache for (decision 0037). */
export const reads = declareReads({
  lottery: {
    api: 'lottery.detail',
    params: { id: '${props.lotteryId}' },
    requires: ['props.lotteryId'],
    // 抽奖 decides on the window and the chances left.
    fresh: true,
    description: 'The lottery: its prizes, window, rules and the doctor’s chances left',
  },
  records: {
    api: 'lottery.records',
    params: { id: '${props.lotteryId}' },
    requires: ['props.lotteryId'],
    pageSize: 10,
    description: 'The doctor’s wins in this lottery (我的中奖记录), newest first, a page at a time',
  },
})
