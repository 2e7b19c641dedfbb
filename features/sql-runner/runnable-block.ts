import { sqlRunAttributes as names, type SqlRunAction } from '../../lib/markup/names'
import { isUserId, type RunAs } from '../../lib/sql-engine/protocol'
import { type BlockState, statusText } from './block-state'
import { errorPlace } from './error-place'
import { renderOutcome } from './render-outcome'

const MARK_CLASS = 'sql-run-mark'

/** Wraps the text between two offsets of `root`'s text in a mark, within one text node. */
function markText(root: Element, start: number, end: number) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  let offset = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0
    if (start < offset + length && node instanceof Text) {
      const marked = node.splitText(start - offset)
      marked.splitText(Math.min(end - start, marked.length))
      const mark = document.createElement('mark')
      mark.className = MARK_CLASS
      marked.replaceWith(mark)
      mark.append(marked)
      return
    }
    offset += length
  }
}

function unmarkText(root: Element) {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`))
    mark.replaceWith(...mark.childNodes)
  root.normalize()
}

/**
 * One runnable SQL block of the page, as the static markup built it (`lib/markup/`): its code,
 * its controls, and the live region and area its results go to.
 */
export class RunnableBlock {
  constructor(readonly figure: HTMLElement) {}

  /** The block's index among the page's SQL blocks, as the content tests count them. */
  get index(): number {
    return Number(this.figure.getAttribute(names.block))
  }

  private part<T extends Element>(selector: string): T | null {
    return this.figure.querySelector<T>(selector)
  }

  private button(action: SqlRunAction): HTMLButtonElement | null {
    return this.part(`button[${names.action}="${action}"]`)
  }

  private get pre(): HTMLPreElement | null {
    return this.part('.code-body > pre')
  }

  private get editor(): HTMLTextAreaElement | null {
    return this.part('.code-body > textarea')
  }

  /** The SQL the block runs: the reader's edit, or the page's text. */
  sql(): string {
    return this.editor?.value ?? this.pre?.textContent ?? ''
  }

  /** Whom the reader chose to run the block as; a string says why the choice cannot run. */
  runAs(): RunAs | string {
    const role = this.part<HTMLSelectElement>(`select[${names.role}]`)?.value
    if (role === 'anon') return { role: 'anon' }
    if (role !== 'authenticated') return { role: 'page' }
    const userId = this.part<HTMLInputElement>(`input[${names.user}]`)?.value.trim() ?? ''
    return isUserId(userId)
      ? { role: 'authenticated', userId }
      : `The user id must be a UUID, such as 11111111-1111-4111-8111-111111111111, not "${userId}".`
  }

  /** Swaps the highlighted code for a plain editable copy of it. */
  edit(): void {
    const pre = this.pre
    if (!pre || this.editor) return
    unmarkText(pre)
    const editor = document.createElement('textarea')
    editor.className = 'sql-run-editor'
    editor.value = pre.textContent ?? ''
    const fit = () => {
      editor.rows = Math.min(Math.max(editor.value.split('\n').length + 1, 3), 30)
    }
    fit()
    editor.addEventListener('input', fit)
    editor.spellcheck = false
    editor.setAttribute('autocapitalize', 'off')
    editor.setAttribute('aria-label', `SQL of block ${this.index}, editable`)
    pre.hidden = true
    pre.after(editor)
    this.button('edit')?.toggleAttribute('hidden', true)
    this.button('reset-block')?.toggleAttribute('hidden', false)
    editor.focus()
  }

  /** Puts the page's text back, highlighted. */
  resetText(): void {
    this.editor?.remove()
    const pre = this.pre
    if (pre) pre.hidden = false
    this.button('reset-block')?.toggleAttribute('hidden', true)
    const edit = this.button('edit')
    edit?.toggleAttribute('hidden', false)
    edit?.focus()
  }

  /** Shows a state: its sentence in the live region, its rows, tags or error below. */
  show(state: BlockState): void {
    const status = this.part(`[${names.status}]`)
    const results = this.part(`[${names.results}]`)
    if (status) status.textContent = statusText(state)
    const pre = this.pre
    if (pre) unmarkText(pre)
    if (!results) return
    const busy =
      state.kind === 'loading' ||
      state.kind === 'setting-up' ||
      state.kind === 'replaying' ||
      state.kind === 'running'
    results.setAttribute('aria-busy', String(busy))
    if (busy) return
    results.replaceChildren(state.kind === 'ran' ? renderOutcome(state, this.index) : '')
    const position = state.kind === 'ran' ? state.outcome.error?.position : null
    const place = position ? errorPlace(state.kind === 'ran' ? state.sql : '', position) : null
    if (!place) return
    const editor = this.editor
    if (editor) editor.setSelectionRange(place.start, place.end)
    else if (pre) markText(pre, place.start, place.end)
  }

  /** Shows or hides the block's Reset database button. */
  offerDatabaseReset(offered: boolean): void {
    this.button('reset-database')?.toggleAttribute('hidden', !offered)
  }
}

/** The runnable blocks of the page, in page order. */
export function runnableBlocks(): RunnableBlock[] {
  return [...document.querySelectorAll<HTMLElement>(`figure[${names.block}]`)].map(
    (figure) => new RunnableBlock(figure),
  )
}
