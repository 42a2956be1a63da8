import Button from 'antd-mobile/es/components/button'
import { bigNumber } from '../format/index'
import { CoverImage } from '../ui/index'
import styles from './zone-row.module.css'

/** A zone as zone.home and zone.items list it (schemas/api/zone.ts). */
export interface ZoneSummary {
  id: number
  title: string
  subtitle: string
  logoUrl: string
  enterprise: { id: number; name: string }
  itemCount: number
  followerCount: number
  followed: boolean
}

export interface ZoneRowProps {
  zone: ZoneSummary
  /** `compact`: a line of 推荐企业号; `card`: a card of the enterprise list, with the enterprise name. */
  variant?: 'compact' | 'card'
  onOpen: () => void
  onFollow: () => void
  busy?: boolean
}

/** One zone: logo, title, n 人关注 · n 篇内容, and 关注 / 已关注. */
export function ZoneRow({ zone, variant = 'compact', onOpen, onFollow, busy = false }: ZoneRowProps) {
  const card = variant === 'card'
  return (
    <li className={styles.row} data-variant={variant}>
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.logo}>
          <CoverImage
            src={zone.logoUrl}
            alt={zone.enterprise.name}
            ratio="1 / 1"
            radius={card ? 12 : 10}
            sizes={card ? '56px' : '44px'}
          />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{zone.title}</span>
          {card ? <span className={styles.meta}>{zone.enterprise.name}</span> : null}
          <span className={styles.meta}>
            {bigNumber(zone.followerCount)} 人关注 · {zone.itemCount} 篇内容
          </span>
        </span>
      </button>
      <Button
        size="mini"
        shape="rounded"
        color="primary"
        fill={zone.followed ? 'outline' : 'solid'}
        loading={busy}
        onClick={onFollow}
      >
        {zone.followed ? '已关注' : '关注'}
      </Button>
    </li>
  )
}

/** The search bar of the zone screens: a button that opens the search screen. */
export function ZoneSearchEntry({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className={styles.search} onClick={onOpen}>
      <span aria-hidden="true" className={styles.searchIcon} />
      搜索企业专区内容
    </button>
  )
}
