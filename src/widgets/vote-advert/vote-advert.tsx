import type { CSSProperties } from 'react'
import { isAllowedUrl } from '@/runtime/config'
import { useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { type VoteAdvert as Advert, readsAsUser, voteId } from '@/runtime/vote'
import { reads } from './vote-advert.data'
import styles from './vote-advert.module.css'
import type { schema } from './vote-advert.schema'

export type VoteAdvertProps = WidgetProps<typeof schema>

/**
 * The campaign's video advert, playing inline with controls over its poster. vote.videoAdvert is a
 * /user/ read, declared in vote-advert.data.ts: it is asked only for a logged-in doctor (a guest's token
 * may have expired, and an advert is no reason to log in again); no advert (404) or a failure shows nothing. Its link opens in
 * the webview screen only when the address passes the allowlist.
 */
export default function VoteAdvert({
  promotionId,
  linkText = '了解详情',
  accentColor = '#1b6bc5',
}: VoteAdvertProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = voteId(promotionId)
  const asUser = readsAsUser(runtime)
  const read = useRead<Advert | null>(reads.advert, { props: { promotionId: id }, vars: { asUser } })
  const answer = read.answer
  // undefined while the answer is pending: the clip's frame is kept free meanwhile, so the board below
  // does not jump when it arrives (most campaigns have one). No advert (404) or a failure shows nothing.
  const advert: Advert | null | undefined =
    answer.status === 'loading'
      ? undefined
      : answer.status === 'ready' &&
          answer.data &&
          typeof answer.data.videoUrl === 'string' &&
          answer.data.videoUrl
        ? answer.data
        : null

  if (advert === undefined) {
    return (
      <section className={styles.advert} aria-hidden="true">
        <div className={styles.pending} />
      </section>
    )
  }
  if (!advert) return null
  const webview = runtime.routes.webview
  const link = advert.link && webview && isAllowedUrl(advert.link) ? advert.link : ''
  const style = { '--vote-accent': accentColor } as CSSProperties
  return (
    <section className={styles.advert} style={style} aria-label={advert.title || '活动视频'}>
      {/* biome-ignore lint/a11y/useMediaCaption: a promotional clip without a caption track */}
      <video
        className={styles.video}
        src={advert.videoUrl}
        poster={advert.posterUrl || undefined}
        controls
        playsInline
        preload="none"
      />
      {advert.title || link ? (
        <div className={styles.foot}>
          <span className={styles.title}>{advert.title}</span>
          {link && webview ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => runtime.navigator.push(webview.name, { url: link })}
            >
              {linkText}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
