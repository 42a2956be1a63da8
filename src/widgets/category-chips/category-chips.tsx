import { useEffect, useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './category-chips.module.css'
import type { schema } from './category-chips.schema'

export type CategoryChipsProps = WidgetProps<typeof schema>

interface Chip {
  value: string
  label: string
}

function chipsOf(chips: unknown, allText: string): Chip[] {
  const list: Chip[] = allText ? [{ value: '', label: allText }] : []
  if (!Array.isArray(chips)) return list
  for (const chip of chips) {
    if (typeof chip === 'string' && chip !== '') list.push({ value: chip, label: chip })
    else if (chip && typeof chip === 'object' && typeof (chip as Chip).label === 'string') {
      list.push({ value: String((chip as Chip).value ?? ''), label: (chip as Chip).label })
    }
  }
  return list
}

/**
 * Filter chips in a row that scrolls sideways. Choosing one writes its value to the page state
 * (`setState stateKey`), so a ContentFeed whose params bind `${state.<stateKey>}` reloads with it; the
 * chosen chip scrolls into view.
 */
export default function CategoryChips({
  chips,
  allText = '全部',
  value,
  stateKey = 'category',
  onChange,
  run,
}: CategoryChipsProps & Partial<WidgetRuntimeProps>) {
  const list = chipsOf(chips, allText)
  const [chosen, setChosen] = useState(typeof value === 'string' ? value : '')
  const row = useRef<HTMLDivElement>(null)

  // A bound value (state or query) that changes elsewhere moves the selection with it.
  useEffect(() => {
    if (typeof value === 'string') setChosen(value)
  }, [value])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice scrolls its chip into view
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]')
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' })
  }, [chosen])

  const choose = (chip: Chip) => {
    if (chip.value === chosen) return
    setChosen(chip.value)
    const actions: unknown[] = [{ type: 'setState', key: stateKey, value: '${event.value}' }]
    if (Array.isArray(onChange)) actions.push(...onChange)
    void run?.(actions, { value: chip.value, label: chip.label })
  }

  if (list.length === 0) return null
  return (
    <div ref={row} className={styles.row}>
      {list.map((chip) => (
        <button
          key={`${chip.value}-${chip.label}`}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === chosen}
          onClick={() => choose(chip)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  )
}
