import Button from 'antd-mobile/es/components/button'
import SearchBar from 'antd-mobile/es/components/search-bar'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { type CSSProperties, useState } from 'react'
import { bigNumber, TEXT_INPUT_MAX_LENGTH } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import {
  submitVote,
  useVoteCampaign,
  useVoteEntries,
  useVoteWindow,
  type VoteItem,
  voteControl,
  voteId,
} from '@/runtime/vote'
import { RegionTabs } from './region-tabs'
import styles from './vote-board.module.css'

import type { schema } from './vote-board.schema'

export type VoteBoardProps = WidgetProps<typeof schema>

const DEFAULT_ITEM_QUERY: Record<string, string> = {
  id: 'lessonId',
  promotionId: 'promotionId',
  voteId: 'promotionId',
  voteItemId: 'id',
}

/** The query an entry opens its route with: each query name takes the named field of the entry. */
function itemQueryOf(item: VoteItem, mapping: Record<string, string>): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(mapping)) {
    const value = (item as unknown as Record<string, unknown>)[field]
    if (value !== null && value !== undefined && value !== '') query[name] = value
  }
  return query
}

const numberText = (value: number) => String(value ?? '').padStart(2, '0')

/**
 * The entries of a campaign, a page at a time: region tabs, search, 按编号 / 按排名, grid cards or ranked
 * rows, and 投票 on each. Each button says what the server will do with a vote for its entry (the entry's
 * voteState: 投票 / 已投 / 明日再投 / 票已投完 / 活动还未开始 / 活动已经结束). A vote goes through the one
 * client cache, which refreshes the list, the hero and any entry page; a refused one says why above the
 * list (and in a dialog), and the refreshed answers show the state it came from.
 */
export default function VoteBoard({
  promotionId,
  activityId,
  layout = 'grid',
  regionTabs = false,
  searchable = true,
  sortable = true,
  sort: initialSort = 'NUMBER',
  itemRoute,
  itemQuery,
  pageSize = 10,
  voteButtonText = '投票',
  accentColor = '#1b6bc5',
  title,
}: VoteBoardProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = voteId(promotionId)
  const activity = voteId(activityId)
  const { state: campaignState } = useVoteCampaign(id)
  const campaign = campaignState.status === 'ready' ? campaignState.campaign : null
  // Followed only to ask the server again when the start or the end passes under an open page.
  useVoteWindow(campaign)
  const [region, setRegion] = useState('')
  const [keyword, setKeyword] = useState('')
  const [sort, setSort] = useState<string>(initialSort ?? 'NUMBER')
  const [busy, setBusy] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ itemId: number; text: string } | null>(null)
  const { list, awaitingFresh, loadMore, reload } = useVoteEntries(id, {
    activityId: activity,
    regionId: voteId(region),
    keyword,
    sort,
    pageSize: Math.min(50, Math.max(1, Number(pageSize) || 10)),
  })
  const regions = regionTabs && Array.isArray(campaign?.regions) ? campaign.regions : []
  const mapping =
    itemQuery && Object.keys(itemQuery).length > 0
      ? (itemQuery as Record<string, string>)
      : DEFAULT_ITEM_QUERY

  if (id === undefined) return null

  const vote = async (item: VoteItem) => {
    setBusy(item.id)
    setNotice(null)
    try {
      const outcome = await submitVote(runtime, id, {
        id: item.id,
        regionId: item.regionId,
        activityId: activity ?? item.activityId,
      })
      if (outcome.status === 'refused') setNotice({ itemId: item.id, text: outcome.message })
    } finally {
      setBusy(null)
    }
  }

  const open = (item: VoteItem) => {
    if (itemRoute) runtime.navigator.push(itemRoute, itemQueryOf(item, mapping))
  }

  const voteButton = (item: VoteItem) => {
    const control = voteControl(item, voteButtonText)
    return (
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill={control.done ? 'outline' : 'solid'}
        className={styles.voteButton}
        // Back on the list, the button waits for the server's fresh word instead of showing the old one.
        disabled={!control.enabled || awaitingFresh || (busy !== null && busy !== item.id)}
        loading={busy === item.id || awaitingFresh}
        aria-busy={awaitingFresh || undefined}
        // WCAG 2.5.3 label in name: the accessible name starts with the words the button shows.
        aria-label={`${control.label} ${item.title}`}
        onClick={(event) => {
          event.stopPropagation()
          void vote(item)
        }}
      >
        {control.label}
      </Button>
    )
  }

  const style = { '--vote-accent': accentColor } as CSSProperties
  const items = list.status === 'ready' ? list.items : []

  return (
    <section className={styles.board} style={style} aria-label={title ?? '参赛列表'}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      {regions.length > 0 ? (
        <div className={styles.tabs}>
          <RegionTabs regions={regions} active={region} onChange={setRegion} />
        </div>
      ) : null}
      {searchable || sortable ? (
        <div className={styles.tools}>
          {searchable ? (
            <SearchBar
              className={styles.search}
              placeholder="搜索姓名或编号"
              maxLength={TEXT_INPUT_MAX_LENGTH}
              onSearch={(value) => setKeyword(value.trim())}
              onClear={() => setKeyword('')}
            />
          ) : null}
          {sortable ? (
            <fieldset className={styles.sort} aria-label="排序">
              {(
                [
                  ['NUMBER', '按编号'],
                  ['RANK', '按排名'],
                ] as const
              ).map(([key, label]) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={sort === key}
                  className={`${styles.sortButton} ${sort === key ? styles.sortOn : ''}`}
                  onClick={() => setSort(key)}
                >
                  {label}
                </button>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}

      {notice ? (
        <p className={styles.notice} role="alert">
          {notice.text}
        </p>
      ) : null}

      {list.status === 'loading' ? (
        <div
          className={layout === 'grid' ? styles.grid : styles.rows}
          role="status"
          aria-busy="true"
          aria-label="参赛列表加载中"
        >
          <span className={styles.visuallyHidden}>正在加载参赛列表…</span>
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className={layout === 'grid' ? styles.card : styles.row}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="参赛列表加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重试
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title={keyword ? '没有找到相关参赛者' : '暂无参赛作品'}
            description={keyword ? '换个姓名或编号试试' : '参赛作品审核通过后会显示在这里'}
            fullPage={false}
          />
        </div>
      ) : null}

      {items.length > 0 && layout === 'grid' ? (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <button
                type="button"
                className={styles.cardLink}
                disabled={!itemRoute}
                aria-label={`${numberText(item.number)}号 ${item.title}`}
                onClick={() => open(item)}
              >
                <CoverImage src={item.picUrl} alt={item.title} ratio="4 / 3" radius={10} sizes="180px">
                  <span className={styles.number}>编号 {numberText(item.number)}</span>
                </CoverImage>
                <span className={styles.cardTitle}>{item.title}</span>
                {item.subtitle ? <span className={styles.cardSubtitle}>{item.subtitle}</span> : null}
              </button>
              <div className={styles.cardFoot}>
                <span className={styles.count}>
                  <strong data-testid={`vote-count-${item.id}`}>{bigNumber(item.voteCount)}</strong> 票
                </span>
                {voteButton(item)}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {items.length > 0 && layout === 'list' ? (
        <ol className={styles.rows}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <span
                className={`${styles.rank} ${item.rank <= 3 ? styles.top : ''}`}
                title={`第 ${item.rank} 名`}
              >
                {item.rank}
              </span>
              <button
                type="button"
                className={styles.rowLink}
                disabled={!itemRoute}
                aria-label={`${numberText(item.number)}号 ${item.title}`}
                onClick={() => open(item)}
              >
                <CoverImage
                  src={item.picUrl}
                  alt={item.title}
                  ratio="1"
                  radius={8}
                  sizes="56px"
                  className={styles.thumb}
                />
                <span className={styles.rowText}>
                  <span className={styles.cardTitle}>{item.title}</span>
                  <span className={styles.cardSubtitle}>
                    编号 {numberText(item.number)}
                    {item.subtitle ? ` · ${item.subtitle}` : ''}
                  </span>
                  <span className={styles.count}>
                    <strong data-testid={`vote-count-${item.id}`}>{bigNumber(item.voteCount)}</strong> 票
                  </span>
                </span>
              </button>
              {voteButton(item)}
            </li>
          ))}
        </ol>
      ) : null}

      {list.status === 'ready' && items.length > 0 ? (
        list.hasMore ? (
          <button type="button" className={styles.more} disabled={list.more} onClick={loadMore}>
            {list.more ? '加载中…' : '加载更多'}
          </button>
        ) : (
          <p className={styles.end}>— 已经到底了 —</p>
        )
      ) : null}
    </section>
  )
}
