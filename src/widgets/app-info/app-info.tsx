import { productConfig } from '@/runtime/config'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import styles from './app-info.module.css'
import type { schema } from './app-info.schema'

export type AppInfoProps = FromContract<typeof schema>

/** The product's mark, name, slogan and version, as an about screen opens. */
export default function AppInfo({ version, name, slogan }: AppInfoProps & Partial<WidgetRuntimeProps>) {
  const shownVersion = version?.trim()
  return (
    <header className={styles.info}>
      <svg className={styles.logo} viewBox="0 0 64 64" role="img" aria-label={productConfig.shortName}>
        <rect width="64" height="64" rx="16" fill="#1b6bc5" />
        <path d="M18 16h13c10 0 17 6.5 17 16s-7 16-17 16H18z" fill="#fff" />
        <path d="M25 23h6c5.5 0 9.5 3.6 9.5 9S36.5 41 31 41h-6z" fill="#1b6bc5" />
        <circle cx="31" cy="32" r="3.5" fill="#7fd3c2" />
      </svg>
      <h1 className={styles.name}>{name || productConfig.name}</h1>
      {slogan ? <p className={styles.slogan}>{slogan}</p> : null}
      {shownVersion ? <p className={styles.version}>版本 {shownVersion}</p> : null}
    </header>
  )
}
