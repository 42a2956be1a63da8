import type { PageSchema, WidgetNode } from '@/runtime/schema'

/**
 * The benchmark tree: `cards` cards (Stack), each with a title, a subtitle and seven lines of text,
 * 10 widget nodes per card. Half the texts are bindings, as real pages bind most of what they show.
 */
export const CARDS = 100
export const NODES_PER_CARD = 10
export const LINES = 7

export interface CardData {
  title: string
  subtitle: string
  lines: string[]
}

export const cards: CardData[] = Array.from({ length: CARDS }, (_, card) => ({
  title: `第 ${card + 1} 课：银屑病的系统治疗与生物制剂选择`,
  subtitle: `讲者：皮肤科 ${card % 7} 号专家 · 时长 ${20 + (card % 30)} 分钟`,
  lines: Array.from(
    { length: LINES },
    (_, line) => `要点 ${line + 1}：特应性皮炎的分级与随访（${card}-${line}）`,
  ),
}))

export function generatedSchema(): PageSchema {
  const body: WidgetNode[] = cards.map((card, index) => ({
    widget: 'Stack',
    props: { card: true, padding: 12, gap: 4 },
    children: [
      { widget: 'Text', props: { text: `\${state.cards[${index}].title}`, variant: 'title' } },
      { widget: 'Text', props: { text: card.subtitle, variant: 'caption', color: 'secondary' } },
      ...card.lines.map(
        (line, lineIndex): WidgetNode => ({
          widget: 'Text',
          props: { text: lineIndex % 2 === 0 ? `\${state.cards[${index}].lines[${lineIndex}]}` : line },
        }),
      ),
    ],
  }))
  return { state: { cards }, body }
}
