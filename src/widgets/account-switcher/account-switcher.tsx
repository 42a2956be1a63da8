import Button from 'antd-mobile/es/components/button'
import Tag from 'antd-mobile/es/components/tag'
import { useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { Dialog } from '@/runtime/ui'
import styles from './account-switcher.module.css'
import type { schema } from './account-switcher.schema'

export type AccountSwitcherProps = FromContract<typeof schema>

/** A phone number the server did not mask yet is masked here: 138****5678. */
export function maskedPhone(mobile: string | undefined): string {
  const value = mobile?.trim() ?? ''
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value
}

/** spec §4 / §5: an image with an empty or failing source shows the default picture. */
export function AccountAvatar({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src?.trim() && failedSrc !== src ? src : undefined
  return usable ? (
    <img className={styles.avatar} src={usable} alt={`${name}的头像`} onError={() => setFailedSrc(usable)} />
  ) : (
    <svg
      className={styles.avatar}
      viewBox="0 0 64 64"
      role="img"
      aria-label="默认头像"
      data-default-avatar=""
    >
      <rect width="64" height="64" fill="#e8eef7" />
      <circle cx="32" cy="25" r="11" fill="#b7c6dc" />
      <path d="M12 58c2-11 10.5-17 20-17s18 6 20 17z" fill="#b7c6dc" />
    </svg>
  )
}

/**
 * The change-accounts screen: who is logged in (picture, name, masked phone, certification), then
 * 切换账号 (log out and open the login screen, returning home) and 退出登录 (after a confirm, log out
 * and go home).
 */
const AccountSwitcher = observer(function AccountSwitcher({
  account,
}: AccountSwitcherProps & Partial<WidgetRuntimeProps>) {
  const { session, navigator, routes, stores } = useRuntime()
  const [confirming, setConfirming] = useState(false)
  const stored = stores.login.loginInfo
  const info = stores.user.userInfo
  const name = account?.name || stored.name || info?.nickname || '未设置姓名'
  const picture = account ? account.img : stored.img || info?.avatar
  const accurateAuth = account ? account.accurateAuth : stored.accurateAuth
  const certified = accurateAuth === 2
  const phone = maskedPhone(account?.mobile)
  const workplace = [account?.hospital, account?.department, account?.title].filter(Boolean).join(' · ')
  const homeHref = routes.home ? navigator.href(routes.home.name) : '/'

  const switchAccount = () => {
    session.signOut()
    navigator.navigate({ to: session.loginHref(homeHref), mode: 'replace' })
  }

  const logOut = () => {
    setConfirming(false)
    session.signOut()
    navigator.navigate({ to: routes.home?.name ?? '/', mode: 'reLaunch' })
  }

  return (
    <section className={styles.screen}>
      <div className={styles.card}>
        <AccountAvatar src={picture ?? undefined} name={name} />
        <div className={styles.who}>
          <div className={styles.nameRow}>
            <h2 className={styles.name}>{name}</h2>
            <Tag
              round
              color={certified ? 'success' : 'default'}
              fill="outline"
              className={styles.tag}
              data-certified={certified ? 'true' : 'false'}
            >
              {certified ? '已认证' : '未认证'}
            </Tag>
          </div>
          {phone ? <p className={styles.phone}>{phone}</p> : null}
          {workplace ? <p className={styles.workplace}>{workplace}</p> : null}
        </div>
      </div>

      <p className={styles.note}>当前登录账号。切换账号后需重新登录，学习记录随账号保存。</p>

      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={switchAccount}>
          切换账号
        </Button>
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          size="large"
          onClick={() => setConfirming(true)}
        >
          退出登录
        </Button>
      </div>

      <Dialog
        visible={confirming}
        title="退出登录"
        content="确定要退出当前账号吗？"
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setConfirming(false) },
            { key: 'confirm', text: '退出', bold: true, danger: true, onClick: logOut },
          ],
        ]}
      />
    </section>
  )
})

export default AccountSwitcher
