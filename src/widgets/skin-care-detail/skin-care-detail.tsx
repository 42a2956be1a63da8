import dayjs from 'dayjs'
import { useRead } from '@/runtime/data'
import { bigNumber } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { CoverImage } from '@/runtime/ui'
import { reads } from './skin-care-detail.data'
import styles from './skin-care-detail.module.css'
import type { schema } from './skin-care-detail.schema'

export type SkinCareDetailProps = WidgetProps<typeof schema>

interface SkinCareArticle {
  id: number
  title: string
  coverUrl: string
  author: string
  contentHtml: string
  publishedAt: string
  tags: string[]
  readCount: number
}

/**
 * A skin-care article (spec §2 skinCareDetail; the route needs a login): cover, tags, title, author,
 * date and reads, then the body (server HTML, sanitized).
 */
export default function SkinCareDetail({ articleId }: SkinCareDetailProps & Partial<WidgetRuntimeProps>) {
  const id = Number(articleId)
  const valid = Number.isInteger(id) && id > 0
  const { answer, reload } = useRead<SkinCareArticle>(reads.article, {
    props: { id: valid ? id : undefined },
  })
  if (answer.status !== 'ready')
    return <AnswerState answer={answer} reload={reload} missingText="内容不存在或已下线" lines={8} />

  const article = answer.data
  const tags = Array.isArray(article.tags) ? article.tags : []
  const date = dayjs(article.publishedAt)
  return (
    <article className={styles.article}>
      {article.coverUrl ? (
        <CoverImage src={article.coverUrl} alt={article.title} radius={0} sizes="390px" />
      ) : null}
      <header className={styles.header}>
        {tags.length > 0 ? (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {[
            article.author,
            date.isValid() ? date.format('YYYY-MM-DD') : '',
            `${bigNumber(article.readCount)} 阅读`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <div
        className={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml)
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.contentHtml) }}
      />
    </article>
  )
}
