import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react'
import { render } from '@testing-library/react'
import type { InputType, SBType } from 'storybook/internal/types'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { widgetDefinitions } from '@/widgets'
import preview from '../../.storybook/preview'
import { storyTitle, widgetFamilies, widgetTypeOfTitle } from '../../stories/families'
import {
  type PropSchema,
  runtimePropNames,
  typeSummary,
  widgetArgTypes,
} from '../../stories/widget-arg-types'

// Every story renders as Storybook shows it: the preview's decorators (mobile frame, widget error
// boundary) and parameters apply, so a widget that throws shows `[data-widget-error]` here too.
const annotations = setProjectAnnotations([preview])
beforeAll(annotations.beforeAll)

type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = ReturnType<typeof composeStory>
const storyFiles = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true })

function titleOf(file: string, module: StoryModule): string {
  const title = module.default.title
  if (!title) throw new Error(`${file} has no title in its default export`)
  return title
}

/** Something a reader can see: text, or a picture, an icon or a frame. */
function showsSomething(container: HTMLElement): boolean {
  return (container.textContent ?? '').trim() !== '' || container.querySelector('img, svg, iframe') !== null
}

// Vitest does not load CSS, so antd-mobile's check that its global stylesheet applies always fails here;
// in Storybook and the app the stylesheet is there. Any other console error (a React key or nesting
// warning, a widget's own error) fails the story.
const environmentNoise = [/The px tester is not rendering properly/]

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  consoleError.mockRestore()
})

function consoleErrors(): string[] {
  return consoleError.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((message) => !environmentNoise.some((noise) => noise.test(message)))
}

for (const [file, module] of Object.entries(storyFiles)) {
  const title = titleOf(file, module)
  describe(title, () => {
    for (const Story of Object.values(composeStories(module)) as ComposedStory[]) {
      it(`${title} / ${Story.storyName} renders`, () => {
        const { container } = render(<Story />)
        expect(container.childElementCount).toBeGreaterThan(0)
        expect(showsSomething(container)).toBe(true)
        expect(container.querySelector('[data-widget-error]')).toBeNull()
        expect(consoleErrors()).toEqual([])
      })
    }
  })
}

describe('story coverage', () => {
  const metas = new Map(
    Object.entries(storyFiles).map(([file, module]) => [titleOf(file, module), module.default]),
  )
  const types = widgetDefinitions.map((definition) => definition.type)

  it('every widget in the registry has a family in stories/families.ts', () => {
    expect(types.filter((type) => !widgetFamilies[type])).toEqual([])
  })

  it('every widget in the registry has a story file titled <Family>/<type>', () => {
    const missing = types
      .filter((type) => widgetFamilies[type])
      .map(storyTitle)
      .filter((title) => !metas.has(title))
    expect(missing, 'widgets without stories: add stories/<widget-folder>.stories.tsx').toEqual([])
  })

  it("every family's story title names a registered widget of that family", () => {
    const registered = new Set<string>(types)
    const wrong = [...metas.keys()].filter((title) => {
      const type = widgetTypeOfTitle(title)
      return type !== undefined && (!registered.has(type) || storyTitle(type) !== title)
    })
    expect(wrong).toEqual([])
    // Titles outside the families are not widgets' (the runtime's PullToRefresh).
    expect([...metas.keys()].filter((title) => widgetTypeOfTitle(title) === undefined)).toEqual([
      'Runtime/PullToRefresh',
    ])
  })

  // The schema from the registry (the widget's own <w>.schema.ts), not the generated contracts the
  // stories read: a stale widget-contracts.json fails here too.
  for (const definition of widgetDefinitions) {
    it(`${definition.type}'s story documents every prop of its schema`, async () => {
      const meta = metas.get(storyTitle(definition.type))
      expect(meta, `no story for ${definition.type}`).toBeDefined()
      const argTypes = (meta?.argTypes ?? {}) as Record<string, InputType | undefined>
      const schema = (await definition.schema()) as PropSchema
      const required = new Set(schema.required ?? [])
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const argType = argTypes[name]
        expect(prop.description, `${name} has no description in its schema`).toMatch(/\S/)
        expect(argType?.description, `argTypes.${name}.description`).toBe(prop.description)
        expect(argType?.table?.type?.summary, `argTypes.${name}.table.type`).toBe(typeSummary(prop))
        expect(argType?.table?.defaultValue?.summary, `argTypes.${name}.table.defaultValue`).toBe(
          prop.default === undefined ? undefined : JSON.stringify(prop.default),
        )
        expect((argType?.type as SBType | undefined)?.required, `argTypes.${name}.type.required`).toBe(
          required.has(name),
        )
        if (prop.enum) expect(argType?.options, `argTypes.${name}.options`).toEqual(prop.enum)
      }
      for (const name of runtimePropNames)
        expect(argTypes[name]?.table?.disable, `argTypes.${name} hidden`).toBe(true)
    })
  }
})

describe('widgetArgTypes', () => {
  it('gives controls by schema type: select for an enum, boolean, bounded number, JSON for actions', () => {
    const stack = widgetArgTypes('Stack')
    expect(stack.direction).toMatchObject({
      control: { type: 'select' },
      options: ['vertical', 'horizontal'],
      table: { defaultValue: { summary: '"vertical"' }, type: { summary: '"vertical" | "horizontal"' } },
    })
    expect(stack.card).toMatchObject({
      control: { type: 'boolean' },
      type: { name: 'boolean', required: false },
    })
    expect(stack.gap).toMatchObject({
      control: { type: 'number', min: 0, step: 1 },
      table: { defaultValue: { summary: '8' } },
    })
    const header = widgetArgTypes('SectionHeader')
    expect(header.title).toMatchObject({
      type: { name: 'string', required: true },
      control: { type: 'text' },
    })
    expect(header.onMore).toMatchObject({
      control: { type: 'object' },
      table: { type: { summary: 'action list' } },
    })
    expect(header.run).toEqual({ control: false, table: { disable: true } })
  })
})
