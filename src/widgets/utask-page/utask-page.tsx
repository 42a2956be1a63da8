import { useRead } from '@/runtime/data'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { type Utask, UtaskCard, type UtaskPageConfig } from '@/runtime/utask'
import { reads } from './utask-page.data'
import styles from './utask-page.module.css'
import type { schema } from './utask-page.schema'

export type UtaskPageProps = WidgetProps<typeof schema>

const NAME = /^[a-z0-9-]{1,40}$/

/**
 * A utask page (spec §2 utaskPetersonsLab, utaskDrWu /utask-{name}, otherUtask): the server holds the
 * config by name (utask.page): header image, title, intro HTML (sanitized), accent colour and its utasks,
 * ING first. An ING task with a form opens the form screen (`form?key=`).
 */
export default function UtaskPage({
  name,
  formRoute = 'form',
}: UtaskPageProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const pageName = typeof name === 'string' ? name.trim().toLowerCase() : ''
  const { answer, reload } = useRead<UtaskPageConfig>(reads.page, {
    props: { name: NAME.test(pageName) ? pageName : undefined },
  })
  if (answer.status !== 'ready')
    return <AnswerState answer={answer} reload={reload} missingText="页面不存在或已下线" lines={6} />

  const page = answer.data
  const accent = /^#[0-9a-f]{6}$/i.test(page.themeColor) ? page.themeColor : undefined
  const intro = page.introHtml ? sanitizeHtml(page.introHtml) : ''
  const tasks = Array.isArray(page.utasks) ? page.utasks : []
  const open = (task: Utask) => {
    if (!task.formKey || task.status !== 0) return
    tracker?.event('button_click', { tag: 'utask_open', utaskId: String(task.id), page: page.name })
    navigator.push(formRoute || 'form', { key: task.formKey })
  }

  return (
    <section className={styles.screen} style={accent ? { ['--utask-accent' as string]: accent } : undefined}>
      {page.bannerUrl ? (
        <CoverImage src={page.bannerUrl} alt={page.title} ratio="750 / 320" radius={0} sizes="390px" />
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        {intro ? (
          <div
            className={styles.intro}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml)
            dangerouslySetInnerHTML={{ __html: intro }}
          />
        ) : null}
      </header>
      {tasks.length === 0 ? (
        <div className={styles.empty}>
          <ErrorBlock status="empty" title="暂无任务" description="敬请期待" fullPage={false} />
        </div>
      ) : (
        <ul className={styles.list} aria-label="任务列表">
          {tasks.map((task) => (
            <li key={task.id}>
              <UtaskCard task={task} onOpen={open} accent={accent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
