import type { SqlError, StatementResult } from '../../lib/sql-engine/protocol'
import type { BlockState } from './block-state'
import { errorPlace } from './error-place'

/** Values longer than this show their start, and the whole on request. */
export const SHORT_VALUE = 80

type Child = Node | string | null

function el(
  tag: string,
  attributes: Record<string, string> = {},
  children: readonly Child[] = [],
): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children) if (child !== null) element.append(child)
  return element
}

function cell(value: string | null): HTMLElement {
  if (value === null) return el('td', {}, [el('span', { class: 'sql-run-null' }, ['null'])])
  if (value.length <= SHORT_VALUE) return el('td', {}, [value])
  return el('td', {}, [
    el('details', { class: 'sql-run-long' }, [
      el('summary', {}, [
        `${value.slice(0, SHORT_VALUE)}…`,
        el('span', { class: 'sql-run-length' }, [` ${value.length} characters`]),
      ]),
      el('div', { class: 'sql-run-whole' }, [value]),
    ]),
  ])
}

function rowsTable(statement: StatementResult, label: string): HTMLElement {
  const columns = statement.columns ?? []
  const shown = statement.rows.length
  const note =
    shown < statement.rowCount
      ? el('p', { class: 'sql-run-note' }, [`The first ${shown} of ${statement.rowCount} rows.`])
      : null
  return el('div', { class: 'sql-run-statement' }, [
    el('p', { class: 'sql-run-command' }, [statement.command]),
    el('div', { class: 'sql-run-table', role: 'region', tabindex: '0', 'aria-label': label }, [
      el('table', {}, [
        el('thead', {}, [
          el(
            'tr',
            {},
            columns.map((column) =>
              el('th', { scope: 'col' }, [
                column.name,
                el('span', { class: 'sql-run-type' }, [column.type]),
              ]),
            ),
          ),
        ]),
        el(
          'tbody',
          {},
          statement.rows.map((row) => el('tr', {}, row.map(cell))),
        ),
      ]),
    ]),
    note,
  ])
}

/** Statements without rows, one command tag each, in a list. */
function commandList(statements: readonly StatementResult[]): HTMLElement {
  return el(
    'ul',
    { class: 'sql-run-commands', 'aria-label': 'Command tags' },
    statements.map((statement) => el('li', {}, [statement.command])),
  )
}

function errorReport(error: SqlError, sql: string): HTMLElement {
  const place = error.position ? errorPlace(sql, error.position) : null
  const excerpt = place
    ? el('pre', { class: 'sql-run-excerpt' }, [
        `LINE ${place.line}: ${place.text.slice(0, place.from)}`,
        el('mark', {}, [place.text.slice(place.from, place.to)]),
        place.text.slice(place.to),
      ])
    : null
  return el('div', { class: 'sql-run-error' }, [
    el('p', {}, [
      el('strong', {}, [error.severity]),
      error.code ? ` ${error.code}` : '',
      `: ${error.message}`,
    ]),
    excerpt,
    error.detail ? el('p', {}, [`Detail: ${error.detail}`]) : null,
    error.hint ? el('p', {}, [`Hint: ${error.hint}`]) : null,
  ])
}

/**
 * What a run showed, in order: notices, each statement (rows as a table, consecutive command tags
 * as a list), then the error that stopped the block, its place in the code marked.
 */
export function renderOutcome(
  { sql, outcome }: Extract<BlockState, { kind: 'ran' }>,
  block: number,
): DocumentFragment {
  const fragment = document.createDocumentFragment()
  if (outcome.notices.length > 0) {
    fragment.append(
      el(
        'ul',
        { class: 'sql-run-notices', 'aria-label': 'Notices' },
        outcome.notices.map((notice) => el('li', {}, [notice])),
      ),
    )
  }
  let commands: StatementResult[] = []
  const flush = () => {
    if (commands.length > 0) fragment.append(commandList(commands))
    commands = []
  }
  outcome.statements.forEach((statement, position) => {
    if (!statement.columns) {
      commands.push(statement)
      return
    }
    flush()
    fragment.append(rowsTable(statement, `Rows of block ${block}, statement ${position + 1}`))
  })
  flush()
  if (outcome.error) fragment.append(errorReport(outcome.error, sql))
  if (outcome.rolledBack) {
    fragment.append(
      el('p', { class: 'sql-run-note' }, [
        'The block left a failed transaction open: it was rolled back.',
      ]),
    )
  }
  return fragment
}
