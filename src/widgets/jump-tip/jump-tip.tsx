import { useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import styles from './jump-tip.module.css'
import type { schema } from './jump-tip.schema'

export type JumpTipProps = WidgetProps<typeof schema>

/**
 * A jump tip (spec §3 "Jump tip position TOP or BOTTOM; style DARK or LIGHT"; decision 0031): a bar that
 * says where a tap takes the doctor. TOP sticks under our header (WeChat has none) at the layer of top
 * tips; BOTTOM floats above the bottom edge and leaves room under the content. DARK is a dark
 * translucent bar, LIGHT a white one. A tap anywhere runs onJump; × hides it for this visit.
 */
export default function JumpTip({
  text,
  buttonText = '去看看',
  position = 'BOTTOM',
  tipStyle = 'DARK',
  closable = true,
  onJump,
  run,
}: JumpTipProps & Partial<WidgetRuntimeProps>) {
  const { platform } = useRuntime()
  const [closed, setClosed] = useState(false)
  if (closed || !text) return null
  const jumps = Array.isArray(onJump) && onJump.length > 0
  const jump = () => {
    if (jumps) void run?.(onJump)
  }
  const top = position === 'TOP'
  const classes = [
    styles.tip,
    top ? styles.top : styles.bottom,
    tipStyle === 'LIGHT' ? styles.light : styles.dark,
  ]
  const stickyTop = platform.isWechat
    ? '0px'
    : 'calc(var(--app-status-bar-height, 0px) + var(--app-header-height, 44px))'
  const bar = (
    <aside
      className={classes.join(' ')}
      style={top ? { top: stickyTop } : undefined}
      data-position={position}
      data-style={tipStyle}
      aria-label="跳转提示"
    >
      <button type="button" className={styles.text} onClick={jump} disabled={!jumps}>
        {text}
      </button>
      {jumps ? (
        <button type="button" className={styles.button} onClick={jump}>
          {buttonText}
        </button>
      ) : null}
      {closable ? (
        <button type="button" className={styles.close} aria-label="关闭提示" onClick={() => setClosed(true)}>
          ×
        </button>
      ) : null}
    </aside>
  )
  if (top) return bar
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      {bar}
    </>
  )
}
