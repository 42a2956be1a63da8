import 'antd-mobile/es/global'
import '../src/runtime/ui/theme.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { WidgetError } from '@/runtime/render'

// Same locale as the app's entry (src/runtime/app/start.tsx): antd-mobile's built-in texts in Chinese.
setDefaultConfig({ locale: zhCN })

/** A phone-sized frame on the app's page background, so a widget looks as it does on a 390 px screen. */
const mobileFrame: Decorator = (Story) => (
  <div
    style={{
      width: 390,
      maxWidth: '100%',
      minHeight: '100vh',
      margin: '0 auto',
      background: 'var(--app-page-background)',
      fontFamily: 'var(--adm-font-family)',
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
    type={context.title.replace(/^Widgets\//, '')}
    pointer={typeof context.args.pointer === 'string' ? context.args.pointer : '/body/0'}
  >
    <Story />
  </StoryBoundary>
)

const preview: Preview = {
  // Decorators run from the last (outermost) to the first: frame around boundary around story.
  decorators: [widgetBoundary, mobileFrame],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    backgrounds: { disable: true },
  },
}

export default preview
