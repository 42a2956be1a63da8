import { escapeHtml } from './app-config/screen-html'

/**
 * The readable API reference page (development): the OpenAPI document written out as plain HTML on the
 * server, so the page needs no script at all (nothing for the CSP to allow) and no outside file. Operations
 * are grouped by tag; each opens (<details>) to its parameters, body and answers, and named schemas link
 * to their entry at the end of the page.
 */

type Node = { readonly [key: string]: unknown }

interface Operation extends Node {
  readonly operationId?: string
  readonly tags?: readonly string[]
  readonly summary?: string
  readonly description?: string
  readonly parameters?: readonly Node[]
  readonly requestBody?: { readonly content?: Readonly<Record<string, Node>> }
  readonly responses?: Readonly<Record<string, Node>>
  readonly security?: readonly Readonly<Record<string, unknown>>[]
}

/** The parts of an OpenAPI 3.1 document the page reads. */
export interface OpenApiDocument {
  readonly openapi: string
  readonly info: { readonly title: string; readonly version: string; readonly description?: string }
  readonly servers?: readonly { readonly url: string }[]
  readonly tags?: readonly { readonly name: string; readonly description?: string }[]
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>
  readonly components?: {
    readonly schemas?: Readonly<Record<string, Node>>
    readonly responses?: Readonly<Record<string, Node>>
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
/** Nested inline objects deeper than this are left out (named schemas are links, so this is rare). */
const MAX_DEPTH = 8

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `` `code` `` becomes <code>; everything else is text. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')
}

/** Paragraphs split by blank lines; `- ` lines become a list. */
function blocks(text: string | undefined): string {
  if (!text) return ''
  const html: string[] = []
  for (const block of text.split(/\n{2,}/)) {
    const lines = block.split('\n')
    const items = lines.filter((line) => line.startsWith('- '))
    const prose = lines.filter((line) => !line.startsWith('- '))
    if (prose.length > 0) html.push(`<p>${inline(prose.join(' '))}</p>`)
    if (items.length > 0)
      html.push(`<ul>${items.map((item) => `<li>${inline(item.slice(2))}</li>`).join('')}</ul>`)
  }
  return html.join('')
}

const refName = (schema: Node): string | undefined =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined

const schemaLink = (name: string) => `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`

function typeLabel(schema: unknown): string {
  if (!isNode(schema)) return 'any'
  const ref = refName(schema)
  if (ref) return schemaLink(ref)
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ')
  }
  const choices = schema.anyOf ?? schema.oneOf
  if (Array.isArray(choices)) return choices.map(typeLabel).join(' | ')
  if (schema.type === 'array') return `${typeLabel(schema.items)}[]`
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any')
  return escapeHtml(typeof schema.format === 'string' ? `${type} (${schema.format})` : type)
}

function constraintsOf(schema: Node): string[] {
  const facts: string[] = []
  const add = (key: string, text: (value: unknown) => string) => {
    if (schema[key] !== undefined) facts.push(text(schema[key]))
  }
  add('minimum', (value) => `≥ ${value}`)
  add('exclusiveMinimum', (value) => `> ${value}`)
  add('maximum', (value) => `≤ ${value}`)
  add('exclusiveMaximum', (value) => `< ${value}`)
  add('minLength', (value) => `at least ${value} characters`)
  add('maxLength', (value) => `at most ${value} characters`)
  add('minItems', (value) => `at least ${value} items`)
  add('maxItems', (value) => `at most ${value} items`)
  add('maxProperties', (value) => `at most ${value} keys`)
  add('pattern', (value) => `matches <code>${escapeHtml(String(value))}</code>`)
  add('default', (value) => `default <code>${escapeHtml(JSON.stringify(value))}</code>`)
  return facts
}

function factsLine(schema: Node, required: boolean): string {
  const facts = constraintsOf(schema)
  return [
    `<span class="type">${typeLabel(schema)}</span>`,
    required ? '<span class="req">required</span>' : '',
    facts.length > 0 ? `<span class="facts">${facts.join(', ')}</span>` : '',
  ].join('')
}

/** What an inline schema holds beyond its one-line label: an object's fields, a list's items, choices. */
function details(schema: unknown, depth: number): string {
  if (!isNode(schema) || refName(schema) || depth > MAX_DEPTH) return ''
  if (isNode(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
    const fields = Object.entries(schema.properties).map(([name, property]) => {
      const node = isNode(property) ? property : {}
      return `<li><div class="field"><code class="name">${escapeHtml(name)}</code>${factsLine(node, required.has(name))}</div>${
        typeof node.description === 'string' ? `<div class="desc">${inline(node.description)}</div>` : ''
      }${details(node, depth + 1)}</li>`
    })
    return `<ul class="fields">${fields.join('')}</ul>`
  }
  if (schema.type === 'array') return details(schema.items, depth)
  const choices = schema.anyOf ?? schema.oneOf
  if (Array.isArray(choices)) {
    return `<ol class="choices">${choices
      .map(
        (choice) =>
          `<li><div class="field">${factsLine(isNode(choice) ? choice : {}, false)}</div>${details(choice, depth + 1)}</li>`,
      )
      .join('')}</ol>`
  }
  if (isNode(schema.additionalProperties)) {
    return `<p class="map">each value: ${typeLabel(schema.additionalProperties)}</p>${details(schema.additionalProperties, depth + 1)}`
  }
  return ''
}

/**
 * A schema as the page shows it: its label and constraints, then what it holds. A body or answer that is
 * a named schema shows its fields here too (with the link), so an operation reads without jumping.
 */
function schemaBlock(schema: unknown, document: OpenApiDocument, expand = true): string {
  if (!isNode(schema)) return ''
  const ref = refName(schema)
  const shown = ref ? (expand ? document.components?.schemas?.[ref] : undefined) : schema
  const own = typeof schema.description === 'string' && !ref ? blocks(schema.description) : ''
  return `<div class="schema"><div class="field">${factsLine(schema, false)}</div>${own}${details(shown, 0)}</div>`
}

function authOf(operation: Operation): { badge: string; line: string } {
  const security = operation.security ?? []
  const named = security.some((entry) => Object.keys(entry).length > 0)
  const optional = security.some((entry) => Object.keys(entry).length === 0)
  if (named && !optional) {
    return {
      badge: '<span class="badge login" title="Authorization: Bearer &lt;token&gt;">login</span>',
      line: 'Needs <code>Authorization: Bearer &lt;token&gt;</code>.',
    }
  }
  if (named)
    return { badge: '', line: 'A token (<code>Authorization: Bearer &lt;token&gt;</code>) is optional.' }
  return { badge: '<span class="badge none">no token</span>', line: 'Sent without a token.' }
}

function parametersOf(operation: Operation): string {
  const parameters = operation.parameters ?? []
  if (parameters.length === 0) return ''
  const rows = parameters.map((parameter) => {
    const schema = isNode(parameter.schema) ? parameter.schema : {}
    return `<li><div class="field"><code class="name">${escapeHtml(String(parameter.name))}</code><span class="in">${escapeHtml(String(parameter.in))}</span>${factsLine(schema, parameter.required === true)}</div>${
      typeof parameter.description === 'string'
        ? `<div class="desc">${inline(parameter.description)}</div>`
        : ''
    }${details(schema, 1)}</li>`
  })
  return `<h4>Parameters</h4><ul class="fields">${rows.join('')}</ul>`
}

function requestBodyOf(operation: Operation, document: OpenApiDocument): string {
  const content = operation.requestBody?.content
  if (!content) return ''
  const types = Object.keys(content)
  const first = types[0] ? content[types[0]] : undefined
  return `<h4>Request body</h4><p class="media">${types.map((type) => `<code>${escapeHtml(type)}</code>`).join(' ')}</p>${schemaBlock(first?.schema, document)}`
}

function responsesOf(operation: Operation, document: OpenApiDocument): string {
  const rows = Object.entries(operation.responses ?? {}).map(([status, given]) => {
    const ref = refName(given)
    const response = (ref ? document.components?.responses?.[ref] : given) ?? {}
    const content = isNode(response.content) ? response.content : {}
    const json = content['application/json']
    const schema = isNode(json) ? json.schema : undefined
    const kind = status.charAt(0)
    // An answer's fields are shown; the error body is the same everywhere, so a link to it is enough.
    return `<li><span class="status s${escapeHtml(kind)}">${escapeHtml(status)}</span><div class="response">${blocks(
      typeof response.description === 'string' ? response.description : '',
    )}${schema ? schemaBlock(schema, document, kind === '2') : ''}</div></li>`
  })
  return `<h4>Responses</h4><ul class="responses">${rows.join('')}</ul>`
}

function operationHtml(
  path: string,
  method: string,
  operation: Operation,
  document: OpenApiDocument,
): string {
  const id = operation.operationId ?? `${method} ${path}`
  const auth = authOf(operation)
  return `<details class="op" id="op-${escapeHtml(id)}"><summary><span class="method m-${method}">${method.toUpperCase()}</span><code class="path">${escapeHtml(path)}</code>${
    auth.badge
  }<span class="opname">${escapeHtml(id)}</span><span class="opsum">${inline(operation.summary ?? '')}</span></summary><div class="op-body">${blocks(
    operation.description,
  )}<p class="auth">${auth.line}</p>${parametersOf(operation)}${requestBodyOf(operation, document)}${responsesOf(operation, document)}</div></details>`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;color:#1f2329;background:#f6f7f9;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
a{color:#0b63c5}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eef0f3;border-radius:4px;padding:0 4px;overflow-wrap:anywhere}
header{background:#1f2329;color:#fff;padding:20px 16px}
header h1{margin:0;font-size:22px}
header h1 small{font-size:13px;font-weight:400;opacity:.75;margin-left:8px}
header p{margin:8px 0 0;max-width:900px;opacity:.9}
header a{color:#9cc9ff}
header code{background:#3a3f47;color:#fff}
.layout{display:grid;grid-template-columns:1fr;max-width:1200px;margin:0 auto}
nav{padding:12px 16px;border-bottom:1px solid #e3e6ea;background:#fff}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px 14px}
nav .count{color:#8f959e;font-size:12px;margin-left:4px}
main{padding:8px 12px 40px;min-width:0}
section{margin-top:20px}
section>h2{font-size:18px;margin:0 0 4px;text-transform:capitalize}
section>p{margin:0 0 10px;color:#646a73;font-size:13px}
details.op,details.component{background:#fff;border:1px solid #e3e6ea;border-radius:8px;margin:8px 0}
details.op>summary,details.component>summary{cursor:pointer;padding:10px 12px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;list-style:none}
details>summary::-webkit-details-marker{display:none}
details[open]>summary{border-bottom:1px solid #e3e6ea}
.method{font:600 12px/20px ui-monospace,Menlo,monospace;color:#fff;border-radius:4px;padding:0 6px;min-width:52px;text-align:center}
.m-get{background:#1f8a4c}.m-post{background:#0b63c5}.m-put{background:#b26a00}.m-patch{background:#7a4fc9}.m-delete{background:#c2362b}
.path{background:none;padding:0;font-weight:600;font-size:14px;color:#1f2329}
.opname{color:#8f959e;font-size:12px}
.opsum{flex-basis:100%;color:#3b4049;font-size:14px}
.badge{font-size:11px;border-radius:10px;padding:0 8px;line-height:18px;border:1px solid}
.badge.login{color:#c2362b;border-color:#f1b8b3}
.badge.none{color:#8f959e;border-color:#e3e6ea}
.op-body,.component-body{padding:4px 12px 12px;overflow-wrap:anywhere}
.op-body>p{margin:8px 0}
.auth{color:#646a73;font-size:13px}
h4{margin:14px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#646a73}
ul.fields,ol.choices{margin:4px 0;padding-left:16px;border-left:2px solid #eef0f3}
ul.fields{list-style:none}
ul.fields li,ol.choices li{margin:6px 0}
.field{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 8px}
.name{font-weight:600}
.type{color:#7a4fc9;font-size:13px}
.in{font-size:11px;color:#646a73;border:1px solid #d5d9de;border-radius:8px;padding:0 6px}
.req{font-size:11px;color:#c2362b}
.facts{font-size:12px;color:#8f959e}
.desc{color:#3b4049;font-size:14px}
.media{margin:4px 0}
ul.responses{list-style:none;margin:0;padding:0}
ul.responses>li{display:flex;gap:10px;align-items:flex-start;padding:6px 0;border-top:1px solid #f0f1f3}
.status{font:600 13px/20px ui-monospace,Menlo,monospace;min-width:36px}
.s2,.s3{color:#1f8a4c}.s4{color:#b26a00}.s5{color:#c2362b}
.response{min-width:0;flex:1}
.response p{margin:0 0 4px}
.response ul{margin:0 0 4px;padding-left:18px}
.schema{margin:4px 0}
.map{margin:4px 0;font-size:13px}
@media (min-width:900px){
.layout{grid-template-columns:230px 1fr}
nav{border:0;background:none;position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;padding:20px 16px}
nav ul{display:block}
nav li{margin:4px 0}
main{padding:8px 24px 48px}
}
`

/** The page for `GET {apiPrefix}/reference`: links are relative to it (the document sits beside it). */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const tag of document.tags ?? []) byTag.set(tag.name, [])
  let count = 0
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      count += 1
      const tag = operation.tags?.[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation, document)])
    }
  }
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]))
  const schemas = Object.entries(document.components?.schemas ?? {})
  const nav = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(
      ([tag, operations]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><span class="count">${operations.length}</span></li>`,
    )
  nav.push(`<li><a href="#schemas">Schemas</a><span class="count">${schemas.length}</span></li>`)
  const sections = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(
      ([tag, operations]) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${
          descriptions.get(tag) ? `<p>${inline(descriptions.get(tag) ?? '')}</p>` : ''
        }${operations.join('\n')}</section>`,
    )
  const components = schemas.map(
    ([name, schema]) =>
      `<details class="component" id="schema-${escapeHtml(name)}"><summary><code class="path">${escapeHtml(name)}</code></summary><div class="component-body">${schemaBlock(schema, document)}</div></details>`,
  )
  const server = document.servers?.[0]?.url ?? '/'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}<small>${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)}</small></h1>
${blocks(document.info.description)}
<p>${count} operations under <code>${escapeHtml(server)}</code> · the document: <a href="openapi.json">openapi.json</a></p>
</header>
<div class="layout">
<nav aria-label="Service areas"><ul>${nav.join('')}</ul></nav>
<main>
${sections.join('\n')}
<section id="schemas"><h2>Schemas</h2><p>Named schemas of the contract, referred to by the operations above.</p>
${components.join('\n')}
</section>
</main>
</div>
</body>
</html>
`
}
