import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, LoginPrompt } from '@/runtime/states'
import { reads } from './form-record-detail.data'
import styles from './form-record-detail.module.css'
import type { schema } from './form-record-detail.schema'

export type FormRecordDetailProps = WidgetProps<typeof schema>

interface FormRecord {
  id: number
  formKey: string
  formTitle: string
  createdAt: string
  answers: { id: string; label: string; type: string; value: string[] }[]
}

/** One form record: title, submit time and every answer (images as thumbnails), with 再填一份. */
export default function FormRecordDetail({
  recordId,
  projectKey = '',
  formRoute = 'form',
}: FormRecordDetailProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session } = useRuntime()
  const id = Number(recordId)
  const valid = Number.isInteger(id) && id > 0
  const { answer, reload } = useRead<FormRecord>(reads.record, {
    props: { recordId: valid ? id : undefined },
  })

  if (!session.loggedIn) return <LoginPrompt title="登录后查看记录" onLogin={() => session.relogin()} />
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="记录不存在" lines={6} />
  }
  const record = answer.data
  const key = record.formKey || projectKey
  return (
    <article className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{record.formTitle}</h1>
        <p className={styles.time}>提交于 {dayjs(record.createdAt).format('YYYY-MM-DD HH:mm')}</p>
      </header>
      <dl className={styles.answers}>
        {record.answers.map((line) => (
          <div key={line.id} className={styles.row}>
            <dt className={styles.label}>{line.label}</dt>
            <dd className={styles.value}>
              {line.type === 'upload' ? (
                <span className={styles.images}>
                  {line.value.map((url, index) => (
                    <img key={url.slice(-32) + String(index)} src={url} alt={`${line.label} ${index + 1}`} />
                  ))}
                </span>
              ) : (
                line.value.join('、')
              )}
            </dd>
          </div>
        ))}
      </dl>
      {key ? (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigator.push(formRoute ?? 'form', { key })}
          >
            再填一份
          </Button>
        </div>
      ) : null}
    </article>
  )
}
