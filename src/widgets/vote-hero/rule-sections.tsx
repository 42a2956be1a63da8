import { sanitizeHtml } from '@/runtime/html'
import type { VoteRule } from '@/runtime/vote'
import styles from './vote-hero.module.css'

/**
 * The campaign's rules in the hero's sheet, each a section of sanitized server HTML. Its own chunk: the
 * sheet opens on a tap, and DOMPurify (11 KB brotli) need not come with the vote screen's first load.
 */
export default function RuleSections({ rules }: { rules: readonly VoteRule[] }) {
  return rules.map((rule) => (
    <section key={`${rule.type}-${rule.title}`} className={styles.rule}>
      <h2>{rule.title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(rule.html) }} />
    </section>
  ))
}
