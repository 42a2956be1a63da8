import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import TextArea from 'antd-mobile/es/components/text-area'
import { useState } from 'react'
import { usePagedRead, useWrite } from '@/runtime/data'
import { clockTime, relativeTime } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { ErrorBlock, Popup, toast } from '@/runtime/ui'
import { reads } from './note-list.data'
import styles from './note-list.module.css'
import type { schema } from './note-list.schema'

export type NoteListProps = FromContract<typeof schema>

/** A note as note.items and note.create answer it. */
export interface Note {
  id: number | string
  lessonId: number | string
  courseId?: number | string | null
  lessonTitle?: string
  content: string
  seconds?: number | null
  createdAt: string
}

export const noteMaxLength = 500

function idText(id: unknown): string {
  return id === undefined || id === null ? '' : String(id).trim()
}

/**
 * 笔记: the doctor's notes of a course or a lesson (note.items, paged), newest first, each with its
 * lesson, time position (mm:ss) and age; a tap opens the note. With `editable` and a lesson, 记笔记 opens
 * a composer (up to 500 characters); note.create refreshes the notes in the cache before it resolves, so
 * the new note is on top when the composer closes. Guests see 登录后记录笔记 and a 登录 button instead,
 * and nothing is called.
 */
const NoteList = observer(function NoteList({
  courseId,
  lessonId,
  editable = false,
  title = '我的笔记',
  pageSize = 10,
}: NoteListProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, stores } = useRuntime()
  const loggedIn = stores.user.isLoggedIn
  const [composing, setComposing] = useState(false)
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState('')
  const course = idText(courseId)
  const lesson = idText(lessonId)

  // Empty ids are left out of the read.
  const {
    list: load,
    loadMore,
    reload,
  } = usePagedRead<Note>(reads.notes, {
    props: { courseId: course || undefined, lessonId: lesson || undefined, pageSize },
  })
  const create = useWrite('note.create')

  const save = async () => {
    const content = draft.trim()
    if (!content) {
      setDraftError('请输入笔记内容')
      return
    }
    try {
      const params: Record<string, unknown> = { lessonId: lesson, content }
      if (course) params.courseId = course
      // Resolves once note.items has been read again: the new note is already on top.
      await create.write<Note>(params)
      setDraft('')
      setComposing(false)
      toast('笔记已保存', { icon: 'success' })
    } catch {
      // The API client has shown why; the draft stays so nothing typed is lost.
    }
  }

  const canCompose = editable && lesson !== ''

  if (!loggedIn) {
    return (
      <section className={styles.notes}>
        <h2 className={styles.heading}>{title}</h2>
        <div className={styles.guest}>
          <p className={styles.guestText}>登录后记录笔记</p>
          <Button color="primary" shape="rounded" size="small" onClick={() => session.relogin()}>
            登录
          </Button>
        </div>
      </section>
    )
  }

  return (
    <section className={styles.notes}>
      <header className={styles.header}>
        <h2 className={styles.heading}>{title}</h2>
        {canCompose ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            size="small"
            onClick={() => {
              setDraftError('')
              setComposing(true)
            }}
          >
            记笔记
          </Button>
        ) : null}
      </header>

      {load.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="加载中">
          <span className={styles.visuallyHidden}>正在加载笔记…</span>
          {[0, 1].map((key) => (
            <div key={key} className={styles.note}>
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          ))}
        </div>
      ) : null}

      {load.status === 'error' ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="笔记加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重新加载
          </Button>
        </div>
      ) : null}

      {load.status === 'ready' && load.items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>暂无笔记</p>
          <p className={styles.emptyText}>
            {canCompose ? '学习时随手记下要点，复习更高效' : '在课时中点击「记笔记」记录学习要点'}
          </p>
        </div>
      ) : null}

      {load.status === 'ready' && load.items.length > 0 ? (
        <>
          <ul className={styles.list}>
            {load.items.map((note) => {
              const position = typeof note.seconds === 'number' ? clockTime(note.seconds) : ''
              return (
                <li key={note.id}>
                  <button
                    type="button"
                    className={styles.note}
                    onClick={() => navigator.navigate({ to: 'noteDetail', query: { id: note.id } })}
                  >
                    <span className={styles.content}>{note.content}</span>
                    <span className={styles.meta}>
                      {note.lessonTitle ? <span className={styles.lesson}>{note.lessonTitle}</span> : null}
                      {position ? (
                        <span className={styles.position} title="记录时的视频位置">
                          {position}
                        </span>
                      ) : null}
                      <span className={styles.time}>{relativeTime(note.createdAt)}</span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
          {load.hasMore ? (
            <Button block fill="none" className={styles.more} loading={load.more} onClick={loadMore}>
              加载更多
            </Button>
          ) : null}
        </>
      ) : null}

      <Popup
        visible={composing}
        onMaskClick={() => setComposing(false)}
        onClose={() => setComposing(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div className={styles.sheetHeader}>
          <button type="button" className={styles.sheetCancel} onClick={() => setComposing(false)}>
            取消
          </button>
          <h3 className={styles.sheetTitle}>记笔记</h3>
          <Button
            color="primary"
            size="mini"
            shape="rounded"
            loading={create.busy}
            onClick={() => void save()}
          >
            保存
          </Button>
        </div>
        <label htmlFor="note-list-draft" className={styles.visuallyHidden}>
          笔记内容
        </label>
        <TextArea
          id="note-list-draft"
          className={styles.textarea}
          value={draft}
          onChange={(value) => {
            setDraft(value)
            if (draftError) setDraftError('')
          }}
          placeholder="记录本节课的要点、疑问或临床心得…"
          maxLength={noteMaxLength}
          showCount
          autoSize={{ minRows: 6, maxRows: 10 }}
        />
        {draftError ? (
          <p className={styles.error} role="alert">
            {draftError}
          </p>
        ) : null}
      </Popup>
    </section>
  )
})

export default NoteList
