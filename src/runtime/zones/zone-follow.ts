import { useState } from 'react'
import { useWrite } from '../data/index'
import { useRuntime } from '../render/runtime-context'
import { toast } from '../ui/index'

/** What following needs of a zone: zone.home, zone.items and zone.detail all carry these. */
export interface FollowedZone {
  id: number
  followed: boolean
}

export interface ZoneFollowControls {
  /** 关注 / 取消关注: a visitor logs in again instead; the write refreshes every answer showing follows. */
  toggle: (zone: FollowedZone) => Promise<void>
  /** The zone whose write is out (its button shows busy), or null. */
  pending: number | null
}

/**
 * 关注 / 取消关注 of the zone screens (zone home, enterprise list, zone detail). zone.follow and
 * zone.unfollow change `follow`: once the write resolves, every cached answer showing follows (zone.home,
 * zone.items, zone.detail, on any screen) has been asked again, so the button reads the server's state.
 */
export function useZoneFollow(): ZoneFollowControls {
  const { session, tracker } = useRuntime()
  const follow = useWrite('zone.follow')
  const unfollow = useWrite('zone.unfollow')
  // Which row's button spins; the followed flag itself is always the cache's.
  const [pending, setPending] = useState<number | null>(null)

  const toggle = async (zone: FollowedZone) => {
    if (!session.loggedIn) {
      session.relogin()
      return
    }
    setPending(zone.id)
    try {
      const updated = await (zone.followed ? unfollow : follow).write<FollowedZone>({ id: zone.id })
      toast(updated.followed ? '关注成功' : '已取消关注', { icon: 'success' })
      tracker?.event('button_click', {
        tag: updated.followed ? 'zone_follow' : 'zone_unfollow',
        zoneId: String(zone.id),
      })
    } catch {
      // The API client has toasted why; the refused write has asked for the follows again.
    } finally {
      setPending(null)
    }
  }

  return { toggle, pending }
}
