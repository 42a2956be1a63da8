import { json } from '@codemirror/lang-json'
import { MergeView } from '@codemirror/merge'
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { readToken, type StudioApi, StudioApiError, storeToken, studioApi, type VersionSummary } from './api'
import { type Files, routeOfFile, samplePath, schemaNameOf } from './config-files'
import type { StudioContracts } from './contracts'
import { diagnosticsFor, errorRange, type ValidatorError } from './diagnostics'
import { h, openDialog } from './dom'
import { StudioEditor } from './editor'
import type { PreviewAnswer } from './preview/messages'
import { type Environment, environments, type Persona, personas, renderMessage } from './preview-message'
import { createPage, deletePage, NewPageError, templates } from './templates'

/** Validation waits this long after the last keystroke (the server's budget is 600 calls a minute). */
const LINT_DELAY_MS = 300
const PHONE = { width: 390, height: 844 }
const PREVIEW_URL = import.meta.env.DEV ? '/studio-preview.html' : '/studio/preview'

/** Files in the order the list shows them: pages.json, the page schemas, the content. */
function fileOrder(a: string, b: string): number {
  const rank = (path: string) => (path === 'pages.json' ? 0 : path.startsWith('schemas/') ? 1 : 2)
  return rank(a) - rank(b) || a.localeCompare(b)
}

/**
 * The page studio: the config's files on the left, the editor in the middle with the problems under it,
 * the phone preview on the right. Everything it knows about the config comes from the server (the active
 * version's files, the validator's answer); it evaluates nothing itself.
 */
export class Studio {
  private readonly api: StudioApi
  private base: Files = {}
  private baseNumber: number | null = null
  private drafts: Record<string, string> = {}
  private errors: readonly ValidatorError[] = []
  private readonly previewPaths = new Map<string, string>()
  private persona: Persona = 'anonymous'
  private environment: Environment = 'browser'
  private lintTimer: ReturnType<typeof setTimeout> | undefined
  private lintAbort: AbortController | undefined
  private lastRender: unknown
  private diffView: { destroy(): void } | undefined

  private readonly editor: StudioEditor
  private readonly filter = h('input', {
    class: 'studio-filter',
    type: 'search',
    placeholder: '筛选文件 (Ctrl+P)',
    'aria-label': '筛选文件',
  })
  private readonly fileList = h('ul', { class: 'studio-files', role: 'listbox', 'aria-label': '文件' })
  private readonly editorHost = h('div', { class: 'studio-editor' })
  private readonly diffHost = h('div', { class: 'studio-diff', hidden: true })
  private readonly problems = h('ul', { class: 'studio-problems-list' })
  private readonly problemsTitle = h('div', { class: 'studio-problems-title' }, '问题')
  private readonly status = h('span', { class: 'studio-status', role: 'status' })
  private readonly fileTitle = h('span', { class: 'studio-file-title' })
  private readonly pathField = h('input', {
    class: 'studio-path',
    'aria-label': '预览地址',
    spellcheck: false,
  })
  private readonly previewStatus = h('div', { class: 'studio-preview-status', role: 'status' })
  private readonly frame = h('iframe', {
    class: 'studio-frame',
    title: '手机预览',
    src: PREVIEW_URL,
    width: String(PHONE.width),
    height: String(PHONE.height),
  })
  private readonly phone = h('div', { class: 'studio-phone' }, this.frame)
  private readonly diffButton = h('button', { type: 'button', title: '与当前版本对比 (Alt+D)' }, '对比')
  private readonly deleteButton = h(
    'button',
    { type: 'button', title: '删除此页面及其路由 (Alt+Backspace)', disabled: true },
    '删除页面',
  )

  constructor(
    private readonly root: HTMLElement,
    contracts: StudioContracts,
  ) {
    this.api = studioApi(() => this.askToken('令牌无效或已过期，请重新输入'))
    this.editor = new StudioEditor(this.editorHost, {
      contracts,
      files: () => this.drafts,
      changed: (path, text) => this.changed(path, text),
    })
    this.layout()
    this.keys()
    window.addEventListener('message', (event) => this.fromPreview(event))
    this.frame.addEventListener('load', () => {
      if (this.lastRender) this.frame.contentWindow?.postMessage(this.lastRender, location.origin)
    })
    new ResizeObserver(() => this.scalePhone()).observe(this.phone.parentElement as HTMLElement)
  }

  start(): void {
    if (readToken()) void this.load()
    else this.askToken()
  }

  // ------------------------------------------------------------------------------------------ layout

  private layout(): void {
    const choice = <T extends string>(
      label: string,
      options: readonly { id: T; label: string }[],
      set: (value: T) => void,
    ) =>
      h(
        'select',
        {
          'aria-label': label,
          onchange: (event) => {
            set((event.target as HTMLSelectElement).value as T)
            this.render()
          },
        },
        ...options.map((option) => h('option', { value: option.id }, option.label)),
      )
    const personaSelect = choice('身份', personas, (persona) => {
      this.persona = persona
    })
    const environmentSelect = choice('环境', environments, (environment) => {
      this.environment = environment
    })
    this.diffButton.addEventListener('click', () => this.toggleDiff())
    this.deleteButton.addEventListener('click', () => this.deletePage())
    this.filter.addEventListener('input', () => this.renderFiles())
    this.filter.addEventListener('keydown', (event) => this.filterKeys(event))
    this.pathField.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return
      const open = this.editor.path
      if (open) this.previewPaths.set(open, this.pathField.value)
      this.render()
    })
    this.root.replaceChildren(
      h(
        'header',
        { class: 'studio-bar' },
        h('strong', {}, '页面工作室'),
        this.fileTitle,
        h('span', { class: 'studio-spacer' }),
        this.status,
        h('button', { type: 'button', title: '新建页面 (Alt+N)', onclick: () => this.newPage() }, '新建页面'),
        this.deleteButton,
        this.diffButton,
        h('button', { type: 'button', title: '发布 (Alt+S)', onclick: () => this.publish() }, '发布'),
        h('button', { type: 'button', title: '回滚 (Alt+R)', onclick: () => void this.rollback() }, '回滚'),
        h('button', { type: 'button', title: '更换令牌', onclick: () => this.askToken() }, '令牌'),
      ),
      h('nav', { class: 'studio-side' }, this.filter, this.fileList),
      h(
        'main',
        { class: 'studio-main' },
        this.editorHost,
        this.diffHost,
        h('section', { class: 'studio-problems', 'aria-label': '问题' }, this.problemsTitle, this.problems),
      ),
      h(
        'aside',
        { class: 'studio-preview' },
        h('div', { class: 'studio-preview-bar' }, personaSelect, environmentSelect),
        this.pathField,
        h('div', { class: 'studio-phone-area' }, this.phone),
        this.previewStatus,
      ),
    )
  }

  private scalePhone(): void {
    const area = this.phone.parentElement as HTMLElement
    const scale = Math.min(1, area.clientWidth / PHONE.width, area.clientHeight / PHONE.height)
    this.phone.style.transform = `scale(${scale})`
    this.phone.style.width = `${PHONE.width}px`
    this.phone.style.height = `${PHONE.height}px`
    this.phone.style.marginBottom = `${PHONE.height * (scale - 1)}px`
    // Scaled from its top left corner: the negative margins shrink its layout box to what shows.
    this.phone.style.marginRight = `${PHONE.width * (scale - 1)}px`
  }

  private keys(): void {
    window.addEventListener('keydown', (event) => {
      const mod = event.ctrlKey || event.metaKey
      if (mod && !event.shiftKey && event.key.toLowerCase() === 'p') {
        event.preventDefault()
        this.filter.focus()
        this.filter.select()
      } else if (mod && event.key.toLowerCase() === 's') {
        event.preventDefault()
        this.lintNow()
      } else if (event.altKey && !mod) {
        const action: Record<string, () => void> = {
          KeyN: () => this.newPage(),
          KeyD: () => this.toggleDiff(),
          KeyS: () => this.publish(),
          KeyR: () => void this.rollback(),
          Backspace: () => this.deletePage(),
        }
        const run = action[event.code]
        if (run) {
          event.preventDefault()
          run()
        }
      }
    })
  }

  /** The last publish or roll back, kept beside the checks' status so the operator still sees it. */
  private notice = ''

  private setStatus(text: string): void {
    this.status.textContent = this.notice && text !== this.notice ? `${text} · ${this.notice}` : text
  }

  private setNotice(text: string): void {
    this.notice = text
    this.setStatus(text)
  }

  // ------------------------------------------------------------------------------------------ token, load

  private askToken(error?: string): void {
    if (document.querySelector('.studio-dialog[data-token]')) return
    const input = h('input', {
      type: 'password',
      placeholder: 'dco_…',
      autocomplete: 'off',
      'aria-label': '运营令牌',
    })
    const form = h(
      'form',
      { class: 'studio-form' },
      h('p', {}, '粘贴运营令牌（npm run operator -- add 生成），仅保存在本标签页。'),
      error ? h('p', { class: 'studio-error' }, error) : null,
      input,
      h('div', { class: 'studio-actions' }, h('button', { type: 'submit' }, '进入')),
    )
    const dialog = openDialog('运营令牌', form)
    form.parentElement?.setAttribute('data-token', '')
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const token = input.value.trim()
      if (!token) return
      storeToken(token)
      dialog.close()
      void this.load()
    })
  }

  private async load(): Promise<void> {
    this.setStatus('加载中…')
    try {
      const active = await this.api.activeFiles()
      this.setBase(active.files, active.number)
      this.setStatus(active.number === null ? '当前：仓库配置' : `当前版本 ${active.number}`)
      const first =
        this.drafts['pages.json'] !== undefined ? 'pages.json' : Object.keys(this.drafts).sort(fileOrder)[0]
      if (first) this.open(first)
      this.lintNow()
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 401) return // the token prompt is back
      this.setStatus(`加载失败：${(error as Error).message}`)
    }
  }

  private setBase(files: Files, number: number | null): void {
    this.base = files
    this.baseNumber = number
    this.drafts = { ...files }
    this.editor.forgetAll()
    this.renderFiles()
  }

  // ------------------------------------------------------------------------------------------ files

  private visibleFiles(): string[] {
    const words = this.filter.value.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return Object.keys(this.drafts)
      .filter((path) => words.every((word) => path.toLowerCase().includes(word)))
      .sort(fileOrder)
  }

  private renderFiles(): void {
    const open = this.editor.path
    const errorFiles = new Set(this.errors.map((error) => error.file))
    this.fileList.replaceChildren(
      ...this.visibleFiles().map((path) => {
        const changed = this.drafts[path] !== this.base[path]
        const item = h(
          'li',
          {
            role: 'option',
            tabindex: '-1',
            'aria-selected': path === open ? 'true' : 'false',
            'data-path': path,
            title: path,
            class: errorFiles.has(path) ? 'has-errors' : '',
            onclick: () => this.open(path),
            onkeydown: (event) => this.filterKeys(event as KeyboardEvent),
          },
          h('span', { class: 'studio-file-name' }, path.slice(path.lastIndexOf('/') + 1)),
          h('span', { class: 'studio-file-dir' }, path.slice(0, path.lastIndexOf('/') + 1)),
          changed ? h('span', { class: 'studio-dot', title: '已修改' }, '●') : null,
        )
        return item
      }),
    )
  }

  /** Arrows move through the list, Enter opens, from the filter field or the list itself. */
  private filterKeys(event: KeyboardEvent): void {
    const items = [...this.fileList.querySelectorAll<HTMLElement>('li')]
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, at + 1) : at - 1
      if (next < 0) this.filter.focus()
      else items[next]?.focus()
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const path = (at >= 0 ? items[at] : items[0])?.dataset.path
      if (path) {
        this.open(path)
        this.editor.view.focus()
      }
    } else if (event.key === 'Escape') {
      this.editor.view.focus()
    }
  }

  private open(path: string): void {
    if (this.diffView) this.closeDiff()
    this.editor.open(path, this.drafts[path] ?? '')
    this.fileTitle.textContent = path
    this.deleteButton.disabled = schemaNameOf(path) === undefined
    const route = routeOfFile(this.drafts, path)
    if (route) this.pathField.value = this.previewPaths.get(path) ?? samplePath(route)
    this.renderFiles()
    this.showErrors()
    this.render()
  }

  private changed(path: string, text: string): void {
    const wasChanged = this.drafts[path] !== this.base[path]
    this.drafts = { ...this.drafts, [path]: text }
    if (wasChanged !== (text !== this.base[path])) this.renderFiles()
    this.lintSoon()
  }

  // ------------------------------------------------------------------------------------------ lint

  private lintSoon(): void {
    clearTimeout(this.lintTimer)
    this.lintTimer = setTimeout(() => this.lintNow(), LINT_DELAY_MS)
  }

  private lintNow(): void {
    clearTimeout(this.lintTimer)
    this.lintAbort?.abort()
    const abort = new AbortController()
    this.lintAbort = abort
    const files = this.drafts
    this.setStatus('检查中…')
    this.api.validate(files, abort.signal).then(
      (answer) => {
        if (abort.signal.aborted) return
        this.errors = answer.errors
        this.setStatus(answer.ok ? `无错误 · ${answer.routes} 个页面` : `${answer.errors.length} 个错误`)
        this.showErrors()
        this.renderFiles()
        // Valid: the frame shows the draft; with errors it keeps the last valid one and says so.
        this.render()
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        this.setStatus(`检查失败：${(error as Error).message}`)
      },
    )
  }

  /** The open file's errors inline, every file's in the problems panel. */
  private showErrors(): void {
    const open = this.editor.path
    if (open) {
      const text = this.drafts[open] ?? ''
      this.editor.showDiagnostics(text, diagnosticsFor(open, text, this.errors))
    }
    this.problemsTitle.textContent = this.errors.length > 0 ? `问题 (${this.errors.length})` : '问题'
    this.problems.replaceChildren(
      ...this.errors.map((error) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', onclick: () => this.jumpTo(error) },
            h('span', { class: 'studio-problem-at' }, `${error.file}:${error.line}:${error.column}`),
            ` ${error.message}`,
            h('span', { class: 'studio-problem-code' }, ` ${error.code} ${error.pointer}`),
          ),
        ),
      ),
    )
  }

  private jumpTo(error: ValidatorError): void {
    if (this.drafts[error.file] === undefined) return
    if (this.editor.path !== error.file) this.open(error.file)
    this.editor.jump(errorRange(this.drafts[error.file] ?? '', error).from)
  }

  // ------------------------------------------------------------------------------------------ preview

  /** Posts the draft to the preview frame (only drafts that validated with no error get here). */
  private render(): void {
    if (this.drafts['pages.json'] === undefined) return
    if (this.errors.length > 0) {
      // The frame keeps the last valid draft; the operator learns why it does not follow.
      this.previewStatus.textContent = `草稿有 ${this.errors.length} 个错误：预览停在上一个无错误的版本`
      return
    }
    try {
      this.lastRender = renderMessage(
        this.drafts,
        this.pathField.value || '/',
        this.persona,
        this.environment,
      )
    } catch (error) {
      this.previewStatus.textContent = `无法预览：${(error as Error).message}`
      return
    }
    this.previewStatus.textContent = '渲染中…'
    this.frame.contentWindow?.postMessage(this.lastRender, location.origin)
  }

  private fromPreview(event: MessageEvent): void {
    if (event.origin !== location.origin || event.source !== this.frame.contentWindow) return
    // The frame is this origin's preview page: its answers follow the protocol (preview/messages.ts).
    const data = event.data as PreviewAnswer
    if (data.type === 'dc-studio:rendered') this.previewStatus.textContent = `已渲染 ${data.path}`
    else if (data.type === 'dc-studio:error') this.previewStatus.textContent = `预览出错：${data.message}`
    else if (data.type === 'dc-studio:left') {
      // The address without its query (the return address and state): where, not the whole URL.
      this.previewStatus.textContent = `页面将跳转到 ${data.url.split('?')[0]}（预览不离开）`
      this.previewStatus.title = data.url
    }
  }

  // ------------------------------------------------------------------------------------------ new page

  private newPage(): void {
    const choice = h(
      'fieldset',
      { class: 'studio-templates' },
      h('legend', {}, '模板'),
      ...templates.map((template, index) =>
        h(
          'label',
          {},
          h('input', { type: 'radio', name: 'template', value: template.id, checked: index === 0 }),
          ` ${template.label}`,
        ),
      ),
    )
    const name = h('input', {
      name: 'name',
      placeholder: 'spring-vote',
      'aria-label': '名称',
      required: true,
    })
    const path = h('input', {
      name: 'path',
      placeholder: '/spring-vote',
      'aria-label': '路径',
      required: true,
    })
    const title = h('input', { name: 'title', placeholder: '页面标题', 'aria-label': '标题' })
    const error = h('p', { class: 'studio-error', role: 'alert' })
    name.addEventListener('input', () => {
      if (!path.dataset.edited) path.value = name.value ? `/${name.value}` : ''
    })
    path.addEventListener('input', () => {
      path.dataset.edited = '1'
    })
    const form = h(
      'form',
      { class: 'studio-form' },
      choice,
      h('label', {}, '名称 ', name),
      h('label', {}, '路径 ', path),
      h('label', {}, '标题 ', title),
      error,
      h('div', { class: 'studio-actions' }, h('button', { type: 'submit' }, '创建')),
    )
    const dialog = openDialog('新建页面', form)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const template = (form.querySelector('input[name=template]:checked') as HTMLInputElement | null)?.value
      try {
        const created = createPage(this.drafts, {
          template: template ?? 'vote',
          name: name.value.trim(),
          path: path.value.trim(),
          title: title.value,
        })
        this.drafts = { ...created.files }
        this.editor.reset('pages.json', this.drafts['pages.json'] ?? '')
        dialog.close()
        this.open(created.file)
        this.lintNow()
      } catch (caught) {
        if (!(caught instanceof NewPageError)) throw caught
        error.textContent = caught.message
      }
    })
  }

  /** The open page schema and its routes out of the draft, after a confirmation; publish makes it so. */
  private deletePage(): void {
    const file = this.editor.path
    if (!file || schemaNameOf(file) === undefined) return
    let deleted: ReturnType<typeof deletePage>
    try {
      deleted = deletePage(this.drafts, file)
    } catch (caught) {
      if (!(caught instanceof NewPageError)) throw caught
      this.setStatus(caught.message)
      return
    }
    const routes = deleted.routes.length > 0 ? `及路由 ${deleted.routes.join('、')}` : '（没有路由显示它）'
    const form = h(
      'form',
      { class: 'studio-form' },
      h('p', {}, `从草稿中删除 ${file} ${routes}？发布后生效；仍指向它的地方会列在问题里。`),
      h(
        'div',
        { class: 'studio-actions' },
        h('button', { type: 'button', onclick: () => dialog.close() }, '取消'),
        h('button', { type: 'submit' }, '删除'),
      ),
    )
    const dialog = openDialog('删除页面', form)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      dialog.close()
      this.drafts = { ...deleted.files }
      this.editor.reset('pages.json', this.drafts['pages.json'] ?? '')
      this.open('pages.json')
      // Its editor state goes too: a new page of the same name starts from its template.
      this.editor.reset(file, '')
      this.lintNow()
    })
  }

  // ------------------------------------------------------------------------------------------ diff

  private closeDiff(): void {
    this.diffView?.destroy()
    this.diffView = undefined
    this.diffHost.hidden = true
    this.editorHost.hidden = false
    this.diffButton.textContent = '对比'
  }

  /** The open file's active text against the draft, side by side (@codemirror/merge). Imported statically: a dynamic import would
   * use Vite's preload helper, which lives in the app's first-load chunk, and so load that chunk here.. */
  private toggleDiff(): void {
    if (this.diffView) {
      this.closeDiff()
      this.editor.view.focus()
      return
    }
    const path = this.editor.path
    if (!path) return
    const readOnly = [json(), EditorState.readOnly.of(true), EditorView.editable.of(false)]
    this.diffHost.replaceChildren()
    this.diffView = new MergeView({
      a: { doc: this.base[path] ?? '', extensions: readOnly },
      b: { doc: this.drafts[path] ?? '', extensions: readOnly },
      parent: this.diffHost,
      collapseUnchanged: { margin: 3, minSize: 6 },
    })
    this.diffHost.prepend(
      h(
        'div',
        { class: 'studio-diff-head' },
        h(
          'span',
          {},
          this.base[path] === undefined
            ? '当前版本：（无此文件）'
            : `当前版本${this.baseNumber ? ` ${this.baseNumber}` : ''}`,
        ),
        h('span', {}, '草稿'),
      ),
    )
    this.editorHost.hidden = true
    this.diffHost.hidden = false
    this.diffButton.textContent = '返回编辑'
  }

  // ------------------------------------------------------------------------------------------ publish

  private publish(): void {
    const message = h('input', { placeholder: '这次改了什么', 'aria-label': '说明', maxlength: '500' })
    const result = h('div', { class: 'studio-result', role: 'alert' })
    const changed = Object.keys(this.drafts).filter((path) => this.drafts[path] !== this.base[path])
    const removed = Object.keys(this.base).filter((path) => this.drafts[path] === undefined)
    const form = h(
      'form',
      { class: 'studio-form' },
      h('p', {}, `${changed.length + removed.length} 个文件有改动：`),
      h('ul', { class: 'studio-changes' }, ...[...changed, ...removed].map((path) => h('li', {}, path))),
      h('label', {}, '说明 ', message),
      result,
      h('div', { class: 'studio-actions' }, h('button', { type: 'submit' }, '发布')),
    )
    const dialog = openDialog('发布', form)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      result.textContent = '发布中…'
      const files = this.drafts
      this.api.publish(files, message.value.trim()).then(
        (published) => {
          dialog.close()
          this.base = files
          this.baseNumber = published.number
          this.renderFiles()
          this.setNotice(`已发布版本 ${published.number}`)
        },
        (error: unknown) => this.showRefusal(error, result),
      )
    })
  }

  /** 422: the validator's errors go to the problems panel; 409: the content refusals are listed. */
  private showRefusal(error: unknown, into: HTMLElement): void {
    if (!(error instanceof StudioApiError)) {
      into.textContent = `失败：${(error as Error).message}`
      return
    }
    if (error.status === 422 && Array.isArray(error.body.errors)) {
      this.errors = error.body.errors as ValidatorError[]
      this.showErrors()
      this.renderFiles()
      into.textContent = `配置有 ${this.errors.length} 个错误，见问题面板`
      return
    }
    const refusals = Array.isArray(error.body.refusals) ? (error.body.refusals as string[]) : []
    into.replaceChildren(
      h('p', {}, error.status === 409 ? '内容改动被拒绝：' : `失败：${error.message}`),
      ...(refusals.length > 0 ? [h('ul', {}, ...refusals.map((line) => h('li', {}, line)))] : []),
    )
  }

  // ------------------------------------------------------------------------------------------ rollback

  private async rollback(): Promise<void> {
    let list: { active: number | null; versions: readonly VersionSummary[] }
    try {
      list = await this.api.versions()
    } catch (error) {
      this.setStatus(`无法读取版本：${(error as Error).message}`)
      return
    }
    const result = h('div', { class: 'studio-result', role: 'alert' })
    const select = h(
      'select',
      { size: String(Math.min(12, Math.max(2, list.versions.length))), 'aria-label': '版本' },
      ...list.versions.map((version) =>
        h(
          'option',
          { value: String(version.number), disabled: version.number === list.active },
          `${version.number} · ${version.createdAt.slice(0, 16).replace('T', ' ')} · ${version.operator}` +
            `${version.message ? ` · ${version.message}` : ''}${version.number === list.active ? '（当前）' : ''}`,
        ),
      ),
    )
    const form = h(
      'form',
      { class: 'studio-form' },
      select,
      result,
      h('div', { class: 'studio-actions' }, h('button', { type: 'submit' }, '启用所选版本')),
    )
    const dialog = openDialog('回滚', form)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const number = Number(select.value)
      if (!number) return
      if (!window.confirm(`启用版本 ${number}？医生将立即看到该版本，未发布的修改会被丢弃。`)) return
      result.textContent = '启用中…'
      this.api.activate(number).then(
        async () => {
          dialog.close()
          await this.load()
          this.setNotice(`已启用版本 ${number}`)
        },
        (error: unknown) => this.showRefusal(error, result),
      )
    })
  }
}
