import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Production build of the render bench page (scripts/bench.ts), same aliases as the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@schemas': fileURLToPath(new URL('../schemas', import.meta.url)),
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  logLevel: 'warn',
  build: {
    minify: !process.env.BENCH_NO_MINIFY,
    outDir: fileURLToPath(new URL('../.bench/render', import.meta.url)),
    emptyOutDir: true,
  },
})
