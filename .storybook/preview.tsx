import 'antd-mobile/es/global'
import '../src/runtime/ui/theme.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { WidgetError } from '@/runtime/render'
import { widgetTypeOfTitle } from '../stories/families'

// Same locale as the app's entry (src/runtime/app/start.tsx): antd-mobile's built-in texts in Chinese.
setDefaultConfig({ locale: zhCN })

/** The phone the stories open on: 390 × 844 CSS px (an iPhone 12–14), the size the widgets are drawn for. */
const phone = {
  name: 'Phone 390 × 844',
  styles: { width: '390px', height: '844px' },
  type: 'mobile',
} as const

/**
 * A phone-sized frame on the app's page background, so a widget looks as it does on a 390 px screen.
 * `transform` makes the frame the containing block of `position: fixed` descendants: a widget's fixed
 * bottom bar (PurchaseBar, VoteBar...) stays inside the 390 px frame, at its bottom, in a wider window
 * and in each story block of a docs page, instead of stretching over the whole window. On the docs page
 * a story block is as tall as its content (at least 200 px, room for a bar), not a whole screen.
 */
const mobileFrame: Decorator = (Story, context) => (
  <div
    style={{
      width: 390,
      maxWidth: '100%',
      minHeight: context.viewMode === 'docs' ? 200 : '100vh',
      margin: '0 auto',
      background: 'var(--app-page-background)',
      fontFamily: 'var(--adm-font-family)',
      transform: 'translateZ(0)',
    }}
  >
    <Story />
  </div>
)

/**
 * A widget that throws shows the runtime's error block (`WidgetError`, `[data-widget-error]`), as it
 * does on a page, instead of Storybook's red screen; the story test looks for that block.
 */
class StoryBoundary extends Component<{ type: string; pointer: string; children: ReactNode }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[storybook] widget ${this.props.type} failed`, error, info.componentStack)
  }

  override render(): ReactNode {
    const { type, pointer, children } = this.props
    if (this.state.error)
      return <WidgetError type={type} pointer={pointer} reason={this.state.error.message} />
    return children
  }
}

const widgetBoundary: Decorator = (Story, context) => (
  <StoryBoundary
    type={widgetTypeOfTitle(context.title) ?? context.title}
    pointer={typeof context.args.pointer === 'string' ? context.args.pointer : '/body/0'}
  >
    <Story />
  </StoryBoundary>
)

const preview: Preview = {
  // Every story file gets a docs page: the widget's description, its stories, and the props table of
  // the argTypes generated from its schema (stories/widget-arg-types.ts).
  tags: ['autodocs'],
  // Decorators run from the last (outermost) to the first: frame around boundary around story.
  decorators: [widgetBoundary, mobileFrame],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    backgrounds: { disable: true },
    viewport: { options: { phone390: phone, ...MINIMAL_VIEWPORTS } },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Introduction', 'Guides', 'Learning', 'Campaigns', 'Partners', 'Account', 'Building blocks'],
      },
    },
  },
  initialGlobals: { viewport: { value: 'phone390', isRotated: false } },
}

export default preview
