import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useRead, useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import {
  type ScholarshipHome as Home,
  SCHOLARSHIP_EVENT,
  type ScholarshipGoods,
  type ScholarshipRecord,
  type ScholarshipTask,
} from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { LoginPrompt } from '@/runtime/states'
import { CoverImage, Dialog, ErrorBlock, toast } from '@/runtime/ui'
import { reads } from './scholarship-home.data'
import styles from './scholarship-home.module.css'
import type { schema } from './scholarship-home.schema'

export type ScholarshipHomeProps = FromContract<typeof schema>

const TASK_ICONS: Record<string, string> = {
  SIGN_IN: '签',
  WATCH_LESSON: '学',
  ATTEND_LIVE: '播',
  PASS_EXAM: '考',
  SHARE: '享',
  SPRINT_JOIN: '冲',
}

function ClaimNotice({ home }: { home: Home }) {
  if (home.claimStatus === 'BLOCKED') {
    return (
      <p className={`${styles.notice} ${styles.noticeDanger}`} role="alert">
        账号已被永久限制领取麦豆，如有疑问请联系客服
      </p>
    )
  }
  if (home.claimStatus === 'RESTRICTED') {
    const until = home.restrictedUntil ? dayjs(home.restrictedUntil) : null
    return (
      <p className={`${styles.notice} ${styles.noticeWarning}`} role="alert">
        超限领取次数过多，{until?.isValid() ? `${until.format('MM月DD日 HH:mm')} 后` : '24 小时后'}恢复领取
      </p>
    )
  }
  return null
}

/**
 * 奖学金: the doctor's 麦豆 balance with today's earnings and the totals, the daily tasks (领取 a done
 * task: an income record; 去完成 opens where it is done), the exchange shelf (兑换 after a confirm: an
 * expense record; a course opens at once) and 收支明细. The bean-reward limit codes open the global
 * modal through the API client (spec §8). Every figure is scholarship.home's answer in the client cache:
 * a claim or an exchange, refused or not, has it asked again before its spinner stops.
 */
export default function ScholarshipHome({
  recordsRoute = 'scholarshipRecord',
  sprintRoute = 'sprint',
  goods: showGoods = true,
}: ScholarshipHomeProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, tracker } = useRuntime()
  const { answer, reload, awaitingFresh } = useRead<Home>(reads.home)
  const claimWrite = useWrite('scholarship.claim')
  const exchangeWrite = useWrite('scholarship.exchange')
  // Which task's 领取 spins, the goods being confirmed and the course just opened: the doctor's own UI.
  const [claiming, setClaiming] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<ScholarshipGoods | null>(null)
  const [opened, setOpened] = useState<{ title: string; courseId: number | null } | null>(null)
  const exchanging = exchangeWrite.busy
  const loggedIn = session.loggedIn

  const claim = async (task: ScholarshipTask) => {
    setClaiming(task.id)
    try {
      // Resolves once scholarship.home shows the new balance and the task 已领取.
      const claimed = await claimWrite.write<{ record: ScholarshipRecord }>({ taskId: task.id })
      toast(`领取成功 +${claimed.record.amount} 麦豆`, { icon: 'success' })
      tracker?.event(SCHOLARSHIP_EVENT, { action: 'claim', taskId: task.id, amount: claimed.record.amount })
    } catch {
      // The limit codes show the global modal (API client), others a toast; the refused claim has asked
      // for the home again, so the tasks and the restriction show as they now are.
    } finally {
      setClaiming(null)
    }
  }

  const exchange = async (item: ScholarshipGoods) => {
    setConfirming(null)
    try {
      // Resolves once the balance, the stock and what the doctor owns are asked again.
      const exchanged = await exchangeWrite.write<{ record: ScholarshipRecord; courseId: number | null }>({
        goodsId: item.id,
      })
      tracker?.event(SCHOLARSHIP_EVENT, {
        action: 'exchange',
        goodsId: item.id,
        amount: exchanged.record.amount,
      })
      if (exchanged.courseId !== null) setOpened({ title: item.title, courseId: exchanged.courseId })
      else toast('兑换成功，客服将尽快与你联系', { icon: 'success' })
    } catch {
      // Toasted by the API client (余额不足, 已兑完, ...).
    }
  }

  if (!loggedIn) {
    return (
      <LoginPrompt
        title="登录后查看奖学金"
        description="完成学习任务赚取麦豆，兑换课程和好礼"
        onLogin={() => session.relogin()}
      />
    )
  }

  if (answer.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="奖学金加载中">
        <span className={styles.visuallyHidden}>正在加载奖学金…</span>
        <div className={`${styles.hero} ${styles.heroSkeleton}`}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.card}>
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </section>
    )
  }

  if (answer.status !== 'ready') {
    return (
      <section className={`${styles.screen} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="奖学金加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }

  const home = answer.data
  const blocked = home.claimStatus !== 'NORMAL'
  const tasks = Array.isArray(home.tasks) ? home.tasks : []
  const shelf = Array.isArray(home.goods) ? home.goods : []

  return (
    <section className={styles.screen}>
      <header className={styles.hero}>
        <div className={styles.heroTop}>
          <span className={styles.heroLabel}>我的麦豆</span>
          <button type="button" className={styles.recordsLink} onClick={() => navigator.push(recordsRoute)}>
            收支明细 ›
          </button>
        </div>
        <output className={styles.balance} aria-label={`麦豆余额 ${home.balance}`}>
          {home.balance}
        </output>
        <p className={styles.today}>今日已赚 +{home.todayIncome} 麦豆</p>
        <dl className={styles.totals}>
          <div>
            <dt>累计获得</dt>
            <dd>{home.totalIncome}</dd>
          </div>
          <div>
            <dt>累计兑换</dt>
            <dd>{home.totalExpense}</dd>
          </div>
          <div>
            <dt>今日领取</dt>
            <dd>
              {home.todayClaims}/{home.dailyClaimLimit}
            </dd>
          </div>
        </dl>
      </header>

      <ClaimNotice home={home} />

      {sprintRoute ? (
        <button type="button" className={styles.sprintBanner} onClick={() => navigator.push(sprintRoute)}>
          <span className={styles.sprintTitle}>学习冲刺月</span>
          <span className={styles.sprintText}>每天学习 30 分钟，冲刺月度排行赢麦豆</span>
          <span className={styles.sprintGo}>去冲刺 ›</span>
        </button>
      ) : null}

      <section className={styles.card} aria-labelledby="scholarship-tasks">
        <h2 id="scholarship-tasks" className={styles.sectionTitle}>
          每日任务 <small>每天最多领取 {home.dailyClaimLimit} 次</small>
        </h2>
        {tasks.length === 0 ? <p className={styles.muted}>今天暂无任务</p> : null}
        <ul className={styles.tasks}>
          {tasks.map((task) => (
            <li key={task.id} className={styles.task}>
              <span className={styles.taskIcon} aria-hidden="true">
                {TASK_ICONS[task.type] ?? '豆'}
              </span>
              <div className={styles.taskText}>
                <p className={styles.taskTitle}>
                  {task.title} <span className={styles.reward}>+{task.reward} 麦豆</span>
                </p>
                <p className={styles.taskDesc}>{task.description}</p>
              </div>
              {task.status === 'CLAIMED' ? (
                <Button size="small" shape="rounded" disabled className={styles.taskButton}>
                  已领取
                </Button>
              ) : task.status === 'CLAIMABLE' ? (
                <Button
                  size="small"
                  shape="rounded"
                  color="warning"
                  className={styles.taskButton}
                  // Back on the screen: the claim waits for the tasks asked for now.
                  disabled={claiming !== null || blocked || awaitingFresh}
                  loading={claiming === task.id || awaitingFresh}
                  aria-label={`领取 ${task.title}`}
                  onClick={() => void claim(task)}
                >
                  领取
                </Button>
              ) : (
                <Button
                  size="small"
                  shape="rounded"
                  color="primary"
                  fill="outline"
                  className={styles.taskButton}
                  disabled={!task.route}
                  onClick={() => {
                    if (task.route) navigator.push(task.route.name, task.route.query)
                  }}
                >
                  {task.actionText || '去完成'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>

      {showGoods ? (
        <section className={styles.card} aria-labelledby="scholarship-goods">
          <h2 id="scholarship-goods" className={styles.sectionTitle}>
            兑换好礼
          </h2>
          {shelf.length === 0 ? <p className={styles.muted}>好礼正在上架中，先去赚麦豆吧</p> : null}
          <ul className={styles.goods}>
            {shelf.map((item) => {
              const soldOut = item.stock === 0
              const short = item.price > home.balance
              return (
                <li key={item.id} className={styles.goodsItem}>
                  <CoverImage src={item.picUrl} ratio="16 / 10" radius={8} sizes="170px" alt={item.title}>
                    <span className={styles.goodsType}>{item.goodsType === 'COURSE' ? '课程' : '礼品'}</span>
                  </CoverImage>
                  <p className={styles.goodsTitle}>{item.title}</p>
                  <p className={styles.goodsMeta}>
                    <strong>{item.price}</strong> 麦豆
                    {item.stock !== null && item.stock > 0 ? <span> · 剩 {item.stock} 件</span> : null}
                  </p>
                  {item.owned && item.courseId !== null ? (
                    <Button
                      size="mini"
                      shape="rounded"
                      color="primary"
                      fill="outline"
                      block
                      onClick={() => navigator.push('courseDetail', { id: item.courseId })}
                    >
                      已拥有 · 去学习
                    </Button>
                  ) : (
                    <Button
                      size="mini"
                      shape="rounded"
                      color="warning"
                      fill={short || soldOut ? 'outline' : 'solid'}
                      block
                      disabled={soldOut || exchanging || awaitingFresh}
                      loading={awaitingFresh}
                      aria-label={`兑换 ${item.title}`}
                      onClick={() => setConfirming(item)}
                    >
                      {soldOut ? '已兑完' : short ? '麦豆不足' : '兑换'}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}

      <p className={styles.footnote}>
        麦豆仅限本平台使用，不可提现或转让。超限领取将被限制领取，请合理参与。
      </p>

      <Dialog
        visible={confirming !== null}
        title="确认兑换"
        content={confirming ? `使用 ${confirming.price} 麦豆兑换「${confirming.title}」？` : ''}
        closeOnMaskClick
        onClose={() => setConfirming(null)}
        actions={[
          [
            { key: 'cancel', text: '再想想', onClick: () => setConfirming(null) },
            {
              key: 'confirm',
              text: '确认兑换',
              bold: true,
              onClick: () => {
                if (confirming) void exchange(confirming)
              },
            },
          ],
        ]}
      />
      <Dialog
        visible={opened !== null}
        title="兑换成功"
        content={opened ? `「${opened.title}」已开通，快去学习吧` : ''}
        onClose={() => setOpened(null)}
        actions={[
          [
            { key: 'later', text: '稍后再说', onClick: () => setOpened(null) },
            {
              key: 'study',
              text: '去学习',
              bold: true,
              onClick: () => {
                const courseId = opened?.courseId
                setOpened(null)
                if (courseId) navigator.push('courseDetail', { id: courseId })
              },
            },
          ],
        ]}
      />
    </section>
  )
}
