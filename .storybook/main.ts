import type { StorybookConfig } from '@storybook/react-vite'

/**
 * Storybook for the widget catalogue (DESIGN.md "designer" row). The react-vite builder loads the app's
 * vite.config.ts, so the `@` and `@schemas` aliases, the React plugin and the CSS Modules naming are the
 * app's own. Storybook 10's built-in panels (controls, actions, viewport, backgrounds) and the docs
 * addon: a docs page per widget (its description, stories and props table) and the introduction page.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The introduction and the guides (docs/widget-catalogue.md, docs/operators.md) as docs pages, then
  // the widgets' stories.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  core: {
    // No usage telemetry and no error reports. Leave `enableCrashReports` unset: when it is set at all,
    // even to false, Storybook 10 still sends a (short) error event on a failed build or start.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // The props tables come from the widgets' schemas (stories/widget-arg-types.ts), not from the
  // components' TypeScript types.
  typescript: { reactDocgen: false },
  // The demo media the seed points at (/media/demo/clip.mp4, /media/demo/live/index.m3u8), served from
  // the repository like the app's server does, so player stories play without any network.
  staticDirs: [{ from: '../server/media', to: '/media' }],
}

export default config
