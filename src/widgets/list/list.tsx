import type { ReactNode } from 'react'
import { declaredByConfig, endpointNamedBy, usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, EmptyState, FailedState } from '@/runtime/states'
import { ListEnd, LoadMore } from '@/runtime/ui'
import styles from './list.module.css'
import type { schema } from './list.schema'

export type ListProps = WidgetProps<typeof schema>

/** What the template is rendered with for one item; the key keeps its card across pages. */
function keyOf(item: unknown, index: number, field: string): string | number {
  if (field && item && typeof item === 'object') {
    const value = (item as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') return `${value}`
  }
  return index
}

function plainTitle(item: unknown): string {
  if (item && typeof item === 'object') {
    const { title, name } = item as Record<string, unknown>
    if (typeof title === 'string' || typeof title === 'number') return String(title)
    if (typeof name === 'string' || typeof name === 'number') return String(name)
  }
  return typeof item === 'string' || typeof item === 'number' ? String(item) : ''
}

/**
 * Its template once per item, the item in scope as `as` (default `item`) and its place as `index`: an
 * endpoint's pages read through the client cache (`api`, `params`, `pageSize`; the next page when the
 * reader comes within 250 px of the end: 加载中, 加载失败 · 重新加载, 没有更多了) or a bound array (`items`,
 * shown whole). A failed first page shows 加载失败 with 重试 (the client has toasted the error); no items,
 * the empty state (暂无内容).
 */
export default function List(props: ListProps & Partial<WidgetRuntimeProps>) {
  const {
    params,
    items,
    pageSize = 10,
    as = 'item',
    itemKey = 'id',
    gap = 12,
    padding = 12,
    emptyText = '暂无内容',
    emptyDescription,
    template,
  } = props
  const api = endpointNamedBy(props)
  const given = Array.isArray(items) ? (items as unknown[]) : undefined
  const read = declaredByConfig(api, params, { pageSize, description: 'The list named by config' })
  const { list, reload, loadNext } = usePagedRead<unknown>(read.declaration, {
    vars: read.vars,
    // A bound array wins: nothing is called.
    enabled: !given && api !== '',
  })
  const style = { gap, padding }

  if (!given && list.status === 'loading') {
    return <AnswerState answer={list} reload={reload} missingText={emptyText} lines={3} />
  }
  if (!given && list.status === 'error') return <FailedState reload={reload} />

  const shown = given ?? (list.status === 'ready' ? list.items : [])
  if (shown.length === 0) return <EmptyState text={emptyText} description={emptyDescription ?? ''} />

  const entry = (item: unknown, index: number): ReactNode => {
    const key = keyOf(item, index, itemKey)
    return (
      <li key={key} className={styles.item}>
        {template ? (
          template({ [as]: item, index }, key)
        ) : (
          <div className={styles.plain}>{plainTitle(item)}</div>
        )}
      </li>
    )
  }
  let footer: ReactNode = null
  if (!given && list.status === 'ready') {
    footer = list.hasMore ? (
      <LoadMore
        loadMore={async () => {
          // LoadMore shows 加载失败 · 重新加载 for a page that did not arrive.
          if (!(await loadNext())) throw new Error('the next page did not arrive')
        }}
      />
    ) : (
      <ListEnd />
    )
  }
  return (
    <section>
      <ul className={styles.list} style={style}>
        {shown.map(entry)}
      </ul>
      {footer}
    </section>
  )
}
