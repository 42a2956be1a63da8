import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'

type Check = typeof import('./check-config-folder')

/**
 * `vite build` fails on an invalid config folder, so `npm run build` (and `npm start`, which builds
 * first) stops before a build nobody could serve; not `vite dev`, where the overlay shows the errors.
 * The validator loads through Vite's module runner when a build starts, not bundled into vite.config:
 * it stays out of every `vite dev` start and out of the config's native-loader checks.
 */
export function validateConfigOnBuild(configDir: string): Plugin {
  return {
    name: 'dermacampus-validate-config',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<Check>(
        fileURLToPath(new URL('./check-config-folder.ts', import.meta.url)),
      )
      try {
        module.validateConfigForBuild(configDir)
      } catch (error) {
        // The message holds every error; a stack into the validator would only bury it.
        this.error((error as Error).message)
      }
    },
  }
}
