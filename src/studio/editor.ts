import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { json } from '@codemirror/lang-json'
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { type Diagnostic, lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint'
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search'
import { EditorState, type Extension } from '@codemirror/state'
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { suggest } from './completion'
import type { Files } from './config-files'
import type { StudioContracts } from './contracts'
import type { StudioDiagnostic } from './diagnostics'
import { hoverDoc } from './hover'

export interface EditorHost {
  readonly contracts: StudioContracts
  /** The draft's files now (for route and schema names). */
  files(): Files
  /** A document changed (typing, undo, a completion). */
  changed(path: string, text: string): void
}

/** The editor's look: the studio's compact monospace, full height. */
const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip-hover': { maxWidth: '420px', padding: '6px 8px' },
  '.studio-hover-title': { fontWeight: '600' },
  '.studio-hover-detail': { color: '#666', fontFamily: 'ui-monospace, monospace', fontSize: '12px' },
  '.studio-hover-text': { marginTop: '4px', whiteSpace: 'pre-wrap' },
})

/** The extensions every file's editor state has: JSON, completion and hover from the contracts, lint. */
export function editorExtensions(host: EditorHost, path: string): Extension[] {
  const complete = (context: CompletionContext): CompletionResult | null => {
    const result = suggest({
      file: path,
      text: context.state.doc.toString(),
      pos: context.pos,
      files: host.files(),
      contracts: host.contracts,
    })
    if (!result || result.options.length === 0) return null
    return { from: result.from, to: result.to, options: [...result.options], validFor: /^[\w.$-]*$/ }
  }
  const hover = hoverTooltip((view, pos) => {
    const doc = hoverDoc(path, view.state.doc.toString(), pos, host.files(), host.contracts)
    if (!doc) return null
    return {
      pos: doc.from,
      end: doc.to,
      above: true,
      create: () => {
        const dom = document.createElement('div')
        const title = dom.appendChild(document.createElement('div'))
        title.className = 'studio-hover-title'
        title.textContent = doc.title
        if (doc.detail) {
          const detail = dom.appendChild(document.createElement('div'))
          detail.className = 'studio-hover-detail'
          detail.textContent = doc.detail
        }
        if (doc.text) {
          const text = dom.appendChild(document.createElement('div'))
          text.className = 'studio-hover-text'
          text.textContent = doc.text
        }
        return { dom }
      },
    }
  })
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    json(),
    autocompletion({ override: [complete], activateOnTyping: true }),
    hover,
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...searchKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...completionKeymap,
      ...lintKeymap,
      indentWithTab,
    ]),
    theme,
    // Long lines ($comment, logic) wrap: at 1280 px the editor column is about 90 characters wide.
    EditorView.lineWrapping,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) host.changed(path, update.state.doc.toString())
    }),
  ]
}

/** One editor view that swaps in each file's own state (its undo history and selection stay with it). */
export class StudioEditor {
  readonly view: EditorView
  private readonly states = new Map<string, EditorState>()
  private current: string | undefined

  constructor(
    parent: HTMLElement,
    private readonly host: EditorHost,
  ) {
    this.view = new EditorView({ parent })
  }

  get path(): string | undefined {
    return this.current
  }

  /** Shows a file; its text is the draft's when it has no state yet. */
  open(path: string, text: string): void {
    if (this.current) this.states.set(this.current, this.view.state)
    let state = this.states.get(path)
    if (!state) state = EditorState.create({ doc: text, extensions: editorExtensions(this.host, path) })
    this.current = path
    this.view.setState(state)
  }

  /** Replaces a file's text (a new page, a rollback); the history starts again. */
  reset(path: string, text: string): void {
    this.states.delete(path)
    if (this.current === path) {
      this.current = undefined
      this.open(path, text)
    }
  }

  forgetAll(): void {
    this.states.clear()
    this.current = undefined
  }

  /** Shows the validator's errors of the open file, if it still holds the text that was validated. */
  showDiagnostics(text: string, diagnostics: readonly StudioDiagnostic[]): void {
    if (this.view.state.doc.toString() !== text) return
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics as Diagnostic[]))
  }

  /** Moves the cursor to an offset and scrolls it into view. */
  jump(offset: number): void {
    const at = Math.min(offset, this.view.state.doc.length)
    this.view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) })
    this.view.focus()
  }
}
