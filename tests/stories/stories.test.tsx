import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react'
import { render } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { widgetDefinitions } from '@/widgets'
import preview from '../../.storybook/preview'

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
  const titles = new Set(Object.entries(storyFiles).map(([file, module]) => titleOf(file, module)))

  it('every widget in the registry has a story file titled Widgets/<type>', () => {
    const missing = widgetDefinitions
      .map((definition) => `Widgets/${definition.type}`)
      .filter((title) => !titles.has(title))
    expect(missing, 'widgets without stories: add stories/<widget-folder>.stories.tsx').toEqual([])
  })

  it('every Widgets/* story title names a registered widget', () => {
    const types = new Set<string>(widgetDefinitions.map((definition) => definition.type))
    const orphans = [...titles].filter(
      (title) => title.startsWith('Widgets/') && !types.has(title.slice('Widgets/'.length)),
    )
    expect(orphans).toEqual([])
  })
})
