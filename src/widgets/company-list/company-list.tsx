import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tag from 'antd-mobile/es/components/tag'
import { useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { reads } from './company-list.data'
import styles from './company-list.module.css'
import type { schema } from './company-list.schema'

export type CompanyListProps = FromContract<typeof schema>

/** One entry of consent.companyList. */
export interface PartnerCompany {
  id: string | number
  name: string
  purpose?: string
  dataTypes?: string[]
  contact?: string
  url?: string
}

// The link goes through `event`, so an address is never read as a `${...}` binding itself.
const openLink = [{ type: 'openUrl', url: '${event.url}' }]

/**
 * 第三方合作企业/机构清单: the companies and institutions personal data is shared with, each with
 * its purpose, the kinds of data (tags), a contact and a link to its privacy policy. Loads itself,
 * with a skeleton, an empty state and a retry.
 */
export default function CompanyList({
  flag,
  title = '第三方合作企业/机构清单',
  description = '为向您提供相关服务，我们会与以下合作企业/机构共享必要的个人信息。您可点击查看其隐私政策。',
  linkText = '查看隐私政策',
  run,
}: CompanyListProps & Partial<WidgetRuntimeProps>) {
  const listFlag = flag === undefined || flag === null ? '' : String(flag).trim()
  const { answer, reload } = useRead<PartnerCompany[]>(reads.companies, {
    props: { flag: listFlag || undefined },
  })
  // A failure has been toasted by the API client; the block below offers a retry.
  const failed = answer.status === 'error' || answer.status === 'missing'
  const items = answer.status === 'ready' && Array.isArray(answer.data) ? answer.data : []

  return (
    <section className={styles.list}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>

      {answer.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="加载中">
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          ))}
        </div>
      ) : null}

      {failed ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="清单加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重新加载
          </Button>
        </div>
      ) : null}

      {answer.status === 'ready' && items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title="暂无合作企业/机构"
            description="目前没有与第三方共享您的个人信息"
            fullPage={false}
          />
        </div>
      ) : null}

      {items.length > 0 ? (
        <ol className={styles.items}>
          {items.map((company) => (
            <li key={company.id} className={styles.card}>
              <h2 className={styles.name}>{company.name}</h2>
              <dl className={styles.facts}>
                {company.purpose ? (
                  <>
                    <dt>合作目的</dt>
                    <dd>{company.purpose}</dd>
                  </>
                ) : null}
                {company.dataTypes && company.dataTypes.length > 0 ? (
                  <>
                    <dt>共享信息</dt>
                    <dd className={styles.tags}>
                      {company.dataTypes.map((dataType, index) => (
                        <Tag
                          // biome-ignore lint/suspicious/noArrayIndexKey: a data type may be listed twice; keys stay unique
                          key={`${index}-${dataType}`}
                          color="primary"
                          fill="outline"
                          round
                        >
                          {dataType}
                        </Tag>
                      ))}
                    </dd>
                  </>
                ) : null}
                {company.contact ? (
                  <>
                    <dt>联系方式</dt>
                    <dd>{company.contact}</dd>
                  </>
                ) : null}
              </dl>
              {company.url ? (
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => void run?.(openLink, { url: company.url })}
                >
                  {linkText} ›
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
