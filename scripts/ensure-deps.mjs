// Installs dependencies when a fresh clone has none (or package-lock.json changed since), so
// `npm start` and `npm test` are the only two commands a new machine needs. Node built-ins only.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const marker = join(root, 'node_modules', '.package-lock.json')
const lock = join(root, 'package-lock.json')

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`DermaCampus needs Node.js 20.19 or newer; this is ${process.versions.node}.`)
  process.exit(1)
}

const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000
if (stale) {
  console.log('Installing dependencies (npm ci)…')
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
} else {
  // A quick sanity check that the install is complete (an interrupted install leaves no vite).
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', 'vite', 'package.json'), 'utf8'))
  if (!pkg.version) execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
}
