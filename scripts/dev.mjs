// `npm run dev`: the server in watch mode (API on 127.0.0.1:8080) and Vite with hot reload, which
// proxies /api to it — one command, one URL (Vite's). Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const env = {
  ...process.env,
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  CONFIG_WATCH: process.env.CONFIG_WATCH ?? 'on',
}
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...env, VITE_ENV: 'dev' },
    stdio: 'inherit',
  }),
]

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
