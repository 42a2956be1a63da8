/**
 * `npm run lint`'s check of decision 0037: what a screen shows comes from the one client cache, so widget
 * code (and the runtime areas that serve widgets) never calls the API client. Reads are declared as data
 * (`declareReads` in a `<widget>.data.ts`, or a runtime area's declarations) and made with `useRead` /
 * `usePagedRead`; writes go through `useWrite` or `runtime.data.write`, which refresh what they change.
 *
 * Found by reading the syntax (TypeScript's parser, no type checking, so it takes a second):
 * - a call `<x>.call('<endpoint>', …)` naming an endpoint of the contract: a direct read (GET) or write;
 *   a call of the removed self-loading hooks (`useApiAnswer`, `usePagedList`): a direct read;
 * - any other use of the API client: `<x>.api`, `{ api } = …`, the removed self-loading hooks
 *   (`useApiAnswer`, `usePagedList`);
 * - `useRead` / `usePagedRead` given a declaration written in place (an object literal) instead of one
 *   declared in a data file, which the studio and the server could not list.
 * Prints the count of each kind and every place; exits 1 when there is any.
 *
 *   npx tsx scripts/check-declared-data.ts [--count]   (--count: print the counts only, exit 0)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { endpoints } from '../schemas/api/index'

const root = join(import.meta.dirname, '..')

/**
 * Where the rule holds: every widget, and the runtime areas whose code widgets run to show or change
 * server state. The runtime's own plumbing (api, data, session, consent, guards, platform, tracking, app,
 * account-forms, render's action runner) is where calls are made on everybody's behalf.
 */
export const CHECKED_FOLDERS = [
  'src/widgets',
  'src/runtime/cards',
  'src/runtime/files',
  'src/runtime/media',
  'src/runtime/order',
  'src/runtime/poster',
  'src/runtime/rewards',
  'src/runtime/social',
  'src/runtime/states',
  'src/runtime/utask',
  'src/runtime/vote',
  'src/runtime/zones',
]

const removedHooks = new Set(['useApiAnswer', 'usePagedList'])
const declaredHooks = new Set(['useRead', 'usePagedRead'])
const methods = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint.method]))

export interface Finding {
  kind: 'read' | 'write' | 'client' | 'inline-declaration'
  file: string
  line: number
  text: string
}

function filesUnder(folder: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) out.push(...filesUnder(path))
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path)
  }
  return out
}

export function checkSource(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const at = (node: ts.Node, kind: Finding['kind']) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile))
    findings.push({
      kind,
      file,
      line: line + 1,
      text: node.getText(sourceFile).split('\n')[0]?.slice(0, 100) ?? '',
    })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const first = node.arguments[0]
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'call' &&
        first &&
        ts.isStringLiteralLike(first) &&
        methods.has(first.text as never)
      ) {
        at(node, methods.get(first.text as never) === 'GET' ? 'read' : 'write')
        // The `.api` inside is the same finding.
        return
      }
      if (ts.isIdentifier(callee) && removedHooks.has(callee.text)) {
        // `useApiAnswer({ api: 'zone.home' })`: a read the widget makes itself.
        at(node, first && ts.isObjectLiteralExpression(first) ? 'read' : 'client')
      }
      if (
        ts.isIdentifier(callee) &&
        declaredHooks.has(callee.text) &&
        first &&
        ts.isObjectLiteralExpression(first)
      ) {
        at(node, 'inline-declaration')
      }
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'api') {
      at(node, 'client')
    } else if (ts.isBindingElement(node)) {
      const name = node.propertyName ?? node.name
      if (ts.isIdentifier(name) && name.text === 'api') at(node, 'client')
    } else if (ts.isImportSpecifier(node) && removedHooks.has(node.name.text)) {
      at(node, 'client')
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return findings
}

export function checkRepository(folders: readonly string[] = CHECKED_FOLDERS): Finding[] {
  return folders.flatMap((folder) =>
    filesUnder(join(root, folder)).flatMap((path) =>
      checkSource(relative(root, path), readFileSync(path, 'utf8')),
    ),
  )
}

if (process.argv[1]?.endsWith('check-declared-data.ts')) {
  const findings = checkRepository()
  const count = (kind: Finding['kind']) => findings.filter((finding) => finding.kind === kind).length
  const countOnly = process.argv.includes('--count')
  if (!countOnly) {
    for (const finding of findings)
      console.log(`${finding.file}:${finding.line} ${finding.kind}: ${finding.text}`)
  }
  console.log(
    `declared data (decision 0037): ${count('read')} direct API reads, ${count('write')} direct writes, ` +
      `${count('client')} other uses of the API client, ${count('inline-declaration')} reads declared in place, ` +
      `in ${CHECKED_FOLDERS.join(', ')}`,
  )
  if (!countOnly && findings.length > 0) {
    console.log(
      'Declare reads in a data file and use useRead / usePagedRead; write with useWrite (src/runtime/data).',
    )
    process.exit(1)
  }
}
