import Button from 'antd-mobile/es/components/button'
import SearchBar from 'antd-mobile/es/components/search-bar'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useRef, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import { relativeTime, TEXT_INPUT_MAX_LENGTH } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState, FailedState } from '@/runtime/states'
import { reads } from './zone-search.data'
import styles from './zone-search.module.css'
import type { schema } from './zone-search.schema'

export type ZoneSearchProps = WidgetProps<typeof schema>

type ItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'

/** zone.search's item (schemas/api/zone.ts). */
interface ZoneItem {
  id: number
  zoneTitle: string
  type: ItemType
  title: string
  summary: string
  formKey: string | null
  publishedAt: string
}

/** spec §2 zoneSearch: the search runs 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300

const TYPE_LABELS: Record<ItemType, string> = { ARTICLE: '文章', VIDEO: '视频', FORM: '表单', UTASK: '任务' }

/** Highlights each occurrence of the keyword in a title. */
function highlight(text: string, keyword: string) {
  if (!keyword) return text
  const parts = text.split(keyword)
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title never reorder
          <mark key={index} className={styles.mark}>
            {keyword}
          </mark>,
          part,
        ],
  )
}

/**
 * 搜索: a search box; 300 ms after the last key the results (items of online zones) load a page at a
 * time. An empty box shows a hint instead of results.
 */
export default function ZoneSearch({
  keyword = '',
  placeholder = '搜索企业专区内容',
  pageSize = 10,
  itemRoute = 'itemDetail',
  formRoute = 'form',
}: ZoneSearchProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const [text, setText] = useState(keyword ?? '')
  const [searched, setSearched] = useState((keyword ?? '').trim())
  useEffect(() => {
    const timer = setTimeout(() => setSearched(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  useEffect(() => {
    if (searched) tracker?.event('button_click', { tag: 'zone_search', keyword: searched })
  }, [searched, tracker])
  // The keyword rides in the address, so back from a result finds the same search.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    navigator.replaceQuery({ keyword: searched || undefined })
  }, [searched, navigator])
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedRead<ZoneItem>(reads.results, {
    props: { pageSize: size },
    vars: { keyword: searched },
  })

  const open = (item: ZoneItem) => {
    if (item.type === 'FORM' && item.formKey) navigator.push(formRoute, { key: item.formKey })
    else navigator.push(itemRoute, { id: item.id })
  }

  return (
    <section className={styles.search}>
      <div className={styles.bar}>
        <SearchBar
          value={text}
          placeholder={placeholder}
          maxLength={TEXT_INPUT_MAX_LENGTH}
          onChange={setText}
          onSearch={(value) => setSearched(value.trim())}
          onClear={() => setSearched('')}
          style={{ '--border-radius': '18px' }}
        />
      </div>
      {searched === '' ? (
        <p className={styles.hint}>输入关键词，搜索企业专区的文章、视频、表单与任务</p>
      ) : list.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="搜索中" className={styles.items}>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.item}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={1} animated />
            </div>
          ))}
        </div>
      ) : list.status === 'error' ? (
        <FailedState reload={reload} />
      ) : list.items.length === 0 ? (
        <EmptyState text="没有找到相关内容" description="换个关键词试试" />
      ) : (
        <>
          <ul className={styles.items}>
            {list.items.map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.item} onClick={() => open(item)}>
                  <span className={styles.title}>{highlight(item.title, searched)}</span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                  <span className={styles.meta}>
                    <span className={styles.badge}>{TYPE_LABELS[item.type]}</span>
                    {item.zoneTitle} · {relativeTime(item.publishedAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <Button block fill="none" className={styles.more} loading={list.more} onClick={loadMore}>
              加载更多
            </Button>
          ) : (
            <p className={styles.end}>没有更多了</p>
          )}
        </>
      )}
    </section>
  )
}
