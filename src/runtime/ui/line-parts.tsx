import styles from './line-parts.module.css'

/**
 * A line of facts joined with ` · ` (type · size · 更新于 2026-03-01, 7966次观看 · 2026-09-13) that wraps
 * only between facts: a date never splits over two lines or ends in an ellipsis (issue 15 item 13). A
 * fact wider than the line is cut on a line of its own. Empty parts are left out.
 */
export function LineParts({ parts }: { parts: readonly (string | false | null | undefined)[] }) {
  const shown = parts.filter((part): part is string => typeof part === 'string' && part !== '')
  return shown.flatMap((part, index) => [
    index > 0 ? ' · ' : '',
    // biome-ignore lint/suspicious/noArrayIndexKey: a line's parts never reorder, and two may read the same
    <span key={index} className={styles.part}>
      {part}
    </span>,
  ])
}
