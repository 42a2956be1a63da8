import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'

/**
 * The operator's preview (DESIGN.md "Development loop"): in `npm run dev`, saving pages.json or a page
 * schema re-validates the config set, and any error shows in Vite's overlay with its file and JSON
 * pointer. The browser never runs ajv; this runs in Node beside the dev server.
 */
export function configOverlay(): Plugin {
  let server: ViteDevServer | undefined

  async function check(): Promise<void> {
    if (!server) return
    const root = server.config.root
    // Loaded through Vite's SSR loader so the TypeScript sources and aliases resolve as in the app.
    const { readConfigSet } = (await server.ssrLoadModule(
      resolve(root, 'scripts/config-set.ts'),
    )) as typeof import('./config-set')
    const { formatError, validateConfigSet } = (await server.ssrLoadModule(
      resolve(root, 'schemas/validator/index.ts'),
    )) as typeof import('../schemas/validator/index')
    const { input, errors } = await readConfigSet(root)
    const all = [...errors, ...validateConfigSet(input).errors]
    if (all.length === 0) return
    const message = all.map(formatError).join('\n')
    server.config.logger.error(`config errors:\n${message}`)
    server.ws.send({
      type: 'error',
      err: { message: `Config errors\n\n${message}`, stack: '', plugin: 'config-overlay' },
    })
  }

  return {
    name: 'dermacampus-config-overlay',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer
      devServer.watcher.on('change', (file) => {
        if (file.endsWith('pages.json') || file.includes('/schemas/pages/')) void check()
      })
      devServer.httpServer?.once('listening', () => void check())
    },
  }
}
