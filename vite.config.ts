import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkPlan } from './scripts/vite-chunk-plan.ts'
import { configOverlay } from './scripts/vite-config-overlay.ts'
import { cssClassNames } from './scripts/vite-css-class-names.ts'
import { cssInChunks, withoutLazyStylesheets } from './scripts/vite-css-in-chunks.ts'
import { leanDependencies } from './scripts/vite-lean-dependencies.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { stripWidgetDescriptions } from './scripts/vite-strip-widget-descriptions.ts'
import { studio } from './scripts/vite-studio.ts'
import { validateConfigOnBuild } from './scripts/vite-validate-config.ts'
import { widgetChunks } from './scripts/vite-widget-chunks.ts'

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'

/**
 * The config folder `npm run dev` previews: pages.json + schemas/pages/*.json, this repository by default
 * or CONFIG_DIR (an operator's copy). Builds hold no config: the server loads, validates and serves it
 * (server/app-config, docs/decisions/0013), so one build serves any valid config folder; `vite build`
 * still checks the folder it will be served with and fails on an invalid one.
 */
const configDir = process.env.CONFIG_DIR
  ? resolve(process.env.CONFIG_DIR)
  : fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [
    leanDependencies(),
    react(),
    validateConfigOnBuild(configDir),
    configOverlay(),
    stripWidgetDescriptions(),
    cssInChunks(),
    widgetChunks(),
    precompress(),
    studio(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
      '@config': configDir,
    },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      generateScopedName: cssClassNames(fileURLToPath(new URL('.', import.meta.url))),
    },
  },
  build: {
    target: 'es2020',
    sourcemap: true,
    chunkSizeWarningLimit: 500,
    // scripts/bench.ts reads the manifest to tell first-load chunks from each screen's own.
    manifest: true,
    modulePreload: { resolveDependencies: withoutLazyStylesheets },
    rolldownOptions: {
      // Each page of its own, never in the doctors' first load: the app (index.html), the operators' page
      // studio (studio.html: CodeMirror, the contracts; docs/operators.md) and its preview iframe
      // (studio-preview.html: the real runtime on a draft config, src/studio/preview).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        studio: fileURLToPath(new URL('./studio.html', import.meta.url)),
        'studio-preview': fileURLToPath(new URL('./studio-preview.html', import.meta.url)),
      },
      output: { codeSplitting: chunkPlan(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) },
    },
  },
  server: {
    host: '127.0.0.1',
    // /config: the content ids the dev page schemas resolve ${content.…} with (src/dev-config.ts);
    // /media and the CDN prefix (`/<product>-doctor/frontend/h5/`): the server's pictures, videos and
    // lesson consent lists, which content names by path.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/config': { target: apiTarget, changeOrigin: true },
      '/media/': { target: apiTarget, changeOrigin: true },
      '^/[a-z0-9]+-doctor/frontend/h5/': { target: apiTarget, changeOrigin: true },
    },
  },
})
