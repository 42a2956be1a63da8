import { fn } from 'storybook/test'
import type { WidgetRuntimeProps } from '@/runtime/registry'

/**
 * The props the runtime injects into every widget (src/runtime/registry/registry.ts), as a page's first
 * body node gets them. `run` is a spy, so the action list a button runs shows in the Actions panel.
 */
export function runtimeArgs(): Omit<WidgetRuntimeProps, 'children'> {
  return {
    run: fn(async () => undefined).mockName('run'),
    slots: {},
    pointer: '/body/0',
    scope: {},
  }
}
