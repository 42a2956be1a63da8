import type { SprintBadgeLevel } from './types'

/** Fill and ribbon colours per medal; drawn, not emoji, so every phone and browser shows the same. */
const TONES: Record<SprintBadgeLevel, { fill: string; rim: string; ribbon: string }> = {
  GOLD: { fill: '#f7c948', rim: '#d69e2e', ribbon: '#e53e3e' },
  SILVER: { fill: '#e2e8f0', rim: '#a0aec0', ribbon: '#3182ce' },
  BRONZE: { fill: '#f0b27a', rim: '#c05621', ribbon: '#38a169' },
  STAR: { fill: '#fbd38d', rim: '#dd6b20', ribbon: '#805ad5' },
  NONE: { fill: '#e2e8f0', rim: '#cbd5e0', ribbon: '#a0aec0' },
}

/** The medal of ranks 1–3 (GOLD, SILVER, BRONZE). */
export function medalOfRank(rank: number): SprintBadgeLevel | undefined {
  return rank === 1 ? 'GOLD' : rank === 2 ? 'SILVER' : rank === 3 ? 'BRONZE' : undefined
}

/** A medal picture for sprint ranks and badges; `label` names it for screen readers, else it is decoration. */
export function MedalIcon({
  level,
  size = 28,
  label,
  text,
}: {
  level: SprintBadgeLevel
  size?: number
  label?: string
  /** A short text on the medal, such as the rank. */
  text?: string
}) {
  const tone = TONES[level]
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d="M9 2h6l3 9h-6z" fill={tone.ribbon} />
      <path d="M23 2h-6l-3 9h6z" fill={tone.ribbon} opacity="0.8" />
      <circle cx="16" cy="20" r="10" fill={tone.fill} stroke={tone.rim} strokeWidth="2" />
      {text ? (
        <text x="16" y="24.5" textAnchor="middle" fontSize="12" fontWeight="700" fill={tone.rim}>
          {text}
        </text>
      ) : (
        <path
          d="M16 14.5l1.7 3.4 3.8.6-2.7 2.7.6 3.8-3.4-1.8-3.4 1.8.6-3.8-2.7-2.7 3.8-.6z"
          fill={tone.rim}
        />
      )}
    </svg>
  )
}
