import ProgressBar from 'antd-mobile/es/components/progress-bar'

export interface LabelledProgressProps {
  /** What the bar measures, read by screen readers (报名进度). */
  label: string
  /** 0–100. */
  percent: number
  className?: string
}

/**
 * antd-mobile's progress bar with a name: its own element has no role, and a name on an element without
 * one is not announced (axe aria-prohibited-attr), so a wrapper carries the progressbar role and value.
 */
export function LabelledProgress({ label, percent, className }: LabelledProgressProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <ProgressBar percent={percent} className={className} />
    </div>
  )
}
