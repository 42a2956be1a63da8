import { useRead } from '@/runtime/data'
import { relativeTime } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, LoginPrompt } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage } from '@/runtime/ui'
import { useZoneFollow, ZoneRow, ZoneSearchEntry, type ZoneSummary } from '@/runtime/zones'
import { reads } from './zone-home.data'
import styles from './zone-home.module.css'
import type { schema } from './zone-home.schema'

export type ZoneHomeProps = WidgetProps<typeof schema>

type ItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'

interface ZoneItem {
  id: number
  zoneTitle: string
  type: ItemType
  title: string
  coverUrl: string
  formKey: string | null
  publishedAt: string
}

/** zone.home's answer (schemas/api/zone.ts). */
export interface ZoneHomeData {
  followed: ZoneSummary[]
  recommended: ZoneSummary[]
  latest: ZoneItem[]
}

const TYPE_LABELS: Record<ItemType, string> = { ARTICLE: '文章', VIDEO: '视频', FORM: '表单', UTASK: '任务' }

/**
 * 企业专区 home: 我关注的 (followed zones, a row of logos), 最新内容 (their newest items) and 推荐企业号
 * (the others, with 关注). Following a recommended zone refreshes the home through the cache, so it moves up.
 */
const ZoneHome = observer(function ZoneHome({
  zoneRoute = 'zoneDetail',
  listRoute = 'zoneList',
  searchRoute = 'zoneSearch',
  itemRoute = 'itemDetail',
  formRoute = 'form',
}: ZoneHomeProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session } = useRuntime()
  const loggedIn = session.loggedIn
  const { answer, reload } = useRead<ZoneHomeData>(reads.home)
  const { toggle, pending } = useZoneFollow()

  if (!loggedIn) {
    return <LoginPrompt title="登录后查看企业专区" onLogin={() => session.relogin()} />
  }
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="企业专区暂未开放" lines={8} />
  }
  const { followed, recommended, latest } = answer.data

  const open = (item: ZoneItem) => {
    if (item.type === 'FORM' && item.formKey) navigator.push(formRoute, { key: item.formKey })
    else navigator.push(itemRoute, { id: item.id })
  }

  return (
    <section className={styles.home}>
      {searchRoute ? <ZoneSearchEntry onOpen={() => navigator.push(searchRoute)} /> : null}

      <section className={styles.block}>
        <header className={styles.blockHeader}>
          <h2 className={styles.blockTitle}>我关注的</h2>
          <button type="button" className={styles.link} onClick={() => navigator.push(listRoute)}>
            全部企业号
          </button>
        </header>
        {followed.length === 0 ? (
          <p className={styles.empty}>还没有关注企业号，去下方看看推荐吧</p>
        ) : (
          <ul className={styles.followed}>
            {followed.map((zone) => (
              <li key={zone.id}>
                <button
                  type="button"
                  className={styles.followedZone}
                  onClick={() => navigator.push(zoneRoute, { id: zone.id })}
                >
                  <span className={styles.followedLogo}>
                    <CoverImage
                      src={zone.logoUrl}
                      alt={zone.enterprise.name}
                      ratio="1 / 1"
                      radius={14}
                      sizes="52px"
                    />
                  </span>
                  <span className={styles.followedName}>{zone.enterprise.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {latest.length > 0 ? (
        <section className={styles.block}>
          <header className={styles.blockHeader}>
            <h2 className={styles.blockTitle}>最新内容</h2>
          </header>
          <ul className={styles.latest}>
            {latest.map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.latestItem} onClick={() => open(item)}>
                  <span className={styles.latestBody}>
                    <span className={styles.latestTitle}>{item.title}</span>
                    <span className={styles.meta}>
                      <span className={styles.badge}>{TYPE_LABELS[item.type]}</span>
                      {item.zoneTitle} · {relativeTime(item.publishedAt)}
                    </span>
                  </span>
                  <span className={styles.latestThumb}>
                    <CoverImage src={item.coverUrl} alt={item.title} ratio="4 / 3" radius={8} sizes="88px" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.block}>
        <header className={styles.blockHeader}>
          <h2 className={styles.blockTitle}>推荐企业号</h2>
        </header>
        {recommended.length === 0 ? (
          <p className={styles.empty}>已关注全部企业号</p>
        ) : (
          <ul className={styles.recommended}>
            {recommended.map((zone) => (
              <ZoneRow
                key={zone.id}
                zone={zone}
                busy={pending === zone.id}
                onOpen={() => navigator.push(zoneRoute, { id: zone.id })}
                onFollow={() => void toggle(zone)}
              />
            ))}
          </ul>
        )}
      </section>
    </section>
  )
})

export default ZoneHome
