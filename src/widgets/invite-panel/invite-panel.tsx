import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { useState } from 'react'
import { productConfig } from '@/runtime/config'
import { useRead } from '@/runtime/data'
import { saveDataUrl } from '@/runtime/files'
import { canvasImage } from '@/runtime/poster'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { copyText, ErrorBlock, LineParts, Popup, toast } from '@/runtime/ui'
import { reads } from './invite-panel.data'
import styles from './invite-panel.module.css'
import type { schema } from './invite-panel.schema'
import { POSTER_HEIGHT, POSTER_WIDTH, paintInvitePoster } from './invite-poster'

export type InvitePanelProps = WidgetProps<typeof schema>

/** invite.mine's answer. */
export interface InviteSummary {
  code: string
  sharePath: string
  inviteCount: number
  certifiedCount: number
  rewardBeans: number
  beansPerInvitee: number
  rules: string[]
  invitees: {
    id: number
    name: string
    avatar: string
    hospital: string
    status: 'REGISTERED' | 'CERTIFIED'
    invitedAt: string
    rewardBeans: number
  }[]
}

/** invite.inviter's answer. */
export interface Inviter {
  code: string
  name: string
  avatar: string
  hospital: string
  department: string
  title: string
  inviteCount: number
}

function Avatar({ src, name, large = false }: { src: string; name: string; large?: boolean }) {
  const [failed, setFailed] = useState(false)
  const className = `${styles.avatar} ${large ? styles.avatarLarge : ''}`
  return src.trim() && !failed ? (
    <img className={className} src={src} alt={`${name}的头像`} onError={() => setFailed(true)} />
  ) : (
    <span className={`${className} ${styles.initial}`} role="img" aria-label={`${name}的头像`}>
      {Array.from(name.trim())[0] ?? '医'}
    </span>
  )
}

function absoluteUrl(path: string): string {
  try {
    return new URL(`/v3${path}`, window.location.origin).toString()
  } catch {
    return path
  }
}

function InviterLanding({
  code,
  loggedIn,
  loginRoute,
  onMine,
}: {
  code: string
  loggedIn: boolean
  loginRoute: string
  onMine: () => void
}) {
  const { navigator } = useRuntime()
  const { answer, reload } = useRead<Inviter>(reads.inviter, { props: { code } })
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="邀请码无效或已失效" />
  }
  const inviter = answer.data
  const join = () =>
    navigator.push(loginRoute, {
      inviteCode: inviter.code,
      redirect_url: navigator.href('invite', { code: inviter.code }),
    })
  return (
    <section className={styles.landing}>
      <div className={styles.inviterCard}>
        <Avatar src={inviter.avatar} name={inviter.name} large />
        <p className={styles.inviterName}>
          {inviter.name}
          {inviter.title ? <span className={styles.inviterTitle}>{inviter.title}</span> : null}
        </p>
        <p className={styles.inviterHospital}>
          {[inviter.hospital, inviter.department].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.invitation}>邀请您加入 {productConfig.name}</p>
        <p className={styles.inviteCode}>邀请码 {inviter.code}</p>
      </div>
      <ul className={styles.benefits}>
        <li>海量皮肤科精品课程与临床指南</li>
        <li>名医直播、病例讨论与线下训练营</li>
        <li>学习积累学分，考试获得证书</li>
      </ul>
      {loggedIn ? (
        <div className={styles.already}>
          <p>您已登录，邀请仅对新注册的医生有效</p>
          <Button color="primary" fill="outline" shape="rounded" onClick={onMine}>
            查看我的邀请
          </Button>
        </div>
      ) : (
        <Button block color="primary" shape="rounded" size="large" onClick={join}>
          注册/登录
        </Button>
      )}
    </section>
  )
}

const statusLabels = { REGISTERED: '已注册', CERTIFIED: '已认证' } as const

function MyInvites({ summary, shareTitle }: { summary: InviteSummary; shareTitle: string }) {
  const { platform, share, stores, tracker } = useRuntime()
  const link = absoluteUrl(summary.sharePath)
  const name = stores.login.loginInfo?.name ?? ''
  const [poster, setPoster] = useState<{ open: boolean; image: string | null }>({ open: false, image: null })

  const openPoster = () => {
    tracker?.event('invite_poster', { code: summary.code })
    const image = canvasImage.render(POSTER_WIDTH, POSTER_HEIGHT, (context) =>
      paintInvitePoster(context, {
        productName: productConfig.name,
        inviterName: name,
        code: summary.code,
        link,
      }),
    )
    setPoster({ open: true, image })
  }

  const shareLink = async () => {
    tracker?.event('invite_share', { code: summary.code })
    await share.configure({
      title: `${name ? `${name}` : ''}${shareTitle}`,
      desc: productConfig.shareDescription,
      link,
    })
    if (platform.isWechat) toast('点击右上角「···」分享给好友')
    else await copyText(link)
  }

  return (
    <div className={styles.mine}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>邀请医生好友 赢麦豆</h1>
        <p className={styles.heroText}>好友注册并完成医师认证，您即可获得 {summary.beansPerInvitee} 麦豆</p>
        <dl className={styles.stats}>
          <div>
            <dt>已邀请</dt>
            <dd>{summary.inviteCount}</dd>
          </div>
          <div>
            <dt>已认证</dt>
            <dd>{summary.certifiedCount}</dd>
          </div>
          <div>
            <dt>获得麦豆</dt>
            <dd>{summary.rewardBeans}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-label="我的邀请码">
        <p className={styles.codeLabel}>我的邀请码</p>
        <div className={styles.codeRow}>
          <strong className={styles.code}>{summary.code}</strong>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void copyText(summary.code)}
          >
            复制
          </Button>
        </div>
        <div className={styles.shareRow}>
          <Button shape="rounded" onClick={() => void copyText(link)}>
            复制邀请链接
          </Button>
          <Button shape="rounded" color="primary" onClick={() => void shareLink()}>
            分享给好友
          </Button>
        </div>
        <button type="button" className={styles.posterEntry} onClick={openPoster}>
          生成邀请海报
        </button>
      </section>

      <Popup
        visible={poster.open}
        onMaskClick={() => setPoster((state) => ({ ...state, open: false }))}
        bodyClassName={styles.posterSheet}
      >
        <div className={styles.posterBody} role="dialog" aria-label="邀请海报">
          {poster.image ? (
            <>
              <img className={styles.poster} src={poster.image} alt={`邀请海报，邀请码 ${summary.code}`} />
              <p className={styles.posterHint}>长按图片可保存或发送给好友</p>
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => {
                  if (poster.image) void saveDataUrl(poster.image, `邀请海报-${summary.code}.png`)
                }}
              >
                保存海报
              </Button>
            </>
          ) : (
            <p className={styles.posterHint}>当前浏览器无法生成海报，请复制邀请链接分享</p>
          )}
          <Button block fill="none" onClick={() => setPoster((state) => ({ ...state, open: false }))}>
            关闭
          </Button>
        </div>
      </Popup>

      <section className={styles.card} aria-label="我邀请的好友">
        <h2 className={styles.heading}>我邀请的好友</h2>
        {summary.invitees.length === 0 ? (
          <p className={styles.none}>还没有邀请好友，快去分享吧</p>
        ) : (
          <ul className={styles.friends}>
            {summary.invitees.map((friend) => (
              <li key={friend.id} className={styles.friend}>
                <Avatar src={friend.avatar} name={friend.name} />
                <div className={styles.friendText}>
                  <p className={styles.friendName}>{friend.name}</p>
                  <p className={styles.friendMeta}>
                    <LineParts
                      parts={[friend.hospital, `${dayjs(friend.invitedAt).format('YYYY-MM-DD')} 注册`]}
                    />
                  </p>
                </div>
                <div className={styles.friendState}>
                  <span className={styles.status} data-status={friend.status}>
                    {statusLabels[friend.status]}
                  </span>
                  <span className={styles.beans}>
                    {friend.rewardBeans > 0 ? `+${friend.rewardBeans} 麦豆` : '待认证'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {summary.rules.length > 0 ? (
        <section className={styles.card} aria-label="活动规则">
          <h2 className={styles.heading}>活动规则</h2>
          <ol className={styles.rules}>
            {summary.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}

/**
 * 邀请好友. A doctor sees the invite code (复制 → 复制成功), 复制邀请链接 and 分享给好友 (the WeChat share
 * card, or the link copied elsewhere), the friends invited with 已注册 / 已认证 and the 麦豆 each earned,
 * and the rules. Arriving with someone's `code`, a visitor sees the inviter's card and 注册/登录 (which
 * carries the code to the login screen); a visitor without a code is asked to log in.
 */
const InvitePanel = observer(function InvitePanel({
  code,
  loginRoute = 'login',
  shareTitle = '邀请您加入 DermaCampus 皮肤科成长学院',
}: InvitePanelProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, stores } = useRuntime()
  const loggedIn = stores.user.isLoggedIn
  const inviteCode = (code ?? '').trim().toUpperCase()
  const [showMine, setShowMine] = useState(false)
  // A session change resets the cache: the summary is asked for whoever is signed in.
  const mine = useRead<InviteSummary>(reads.mine)

  const ownCode = mine.answer.status === 'ready' && mine.answer.data.code === inviteCode
  if (inviteCode && !showMine && (!loggedIn || (mine.answer.status === 'ready' && !ownCode))) {
    return (
      <InviterLanding
        code={inviteCode}
        loggedIn={loggedIn}
        loginRoute={loginRoute}
        onMine={() => {
          setShowMine(true)
          navigator.replaceQuery({ code: undefined })
        }}
      />
    )
  }
  if (!loggedIn) {
    return (
      <section className={styles.prompt}>
        <ErrorBlock
          status="empty"
          title="登录后邀请好友"
          description="邀请医生好友注册认证，赢取麦豆奖励"
          fullPage={false}
        />
        <Button color="primary" shape="rounded" onClick={() => session.relogin()}>
          登录
        </Button>
      </section>
    )
  }
  if (mine.answer.status !== 'ready') {
    return <AnswerState answer={mine.answer} reload={mine.reload} missingText="暂无邀请信息" lines={6} />
  }
  return <MyInvites summary={mine.answer.data} shareTitle={shareTitle} />
})

export default InvitePanel
