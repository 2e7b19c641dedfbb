import type { messages } from '@electric-sql/pglite'
import { MAX_ROWS, type SqlError, type StatementResult } from './protocol'

type BackendMessage = messages.BackendMessage

/** Messages for Postgres' developers, which PGlite in a browser sends too; not for readers. */
const DEBUG_SEVERITY = /^(DEBUG\d?|LOG)$/

/**
 * A trace of PGlite's own build of Postgres (`# 1743: aborting transaction 741`, a line number of
 * its sources), sent as a warning when some blocks roll back; no Postgres of a project says it.
 */
const PGLITE_TRACE = /^# \d+: /

const forReaders = (notice: messages.NoticeMessage) =>
  !DEBUG_SEVERITY.test(notice.severity ?? '') && !PGLITE_TRACE.test(notice.message ?? '')

/** What one simple query (a whole block) answered, read from Postgres' protocol messages. */
export interface QueryAnswer {
  statements: (Omit<StatementResult, 'columns'> & { columns: RawColumn[] | null })[]
  notices: string[]
  error: SqlError | null
  /** The transaction status after the query: `I` idle, `T` in a transaction, `E` failed. */
  transactionStatus: string
}

/** A column before its type's name is known. */
export interface RawColumn {
  name: string
  typeId: number
}

const isRowDescription = (m: BackendMessage): m is messages.RowDescriptionMessage =>
  m.name === 'rowDescription'
const isDataRow = (m: BackendMessage): m is messages.DataRowMessage => m.name === 'dataRow'
const isCommandComplete = (m: BackendMessage): m is messages.CommandCompleteMessage =>
  m.name === 'commandComplete'
const isError = (m: BackendMessage): m is messages.DatabaseError => m.name === 'error'
const isNotice = (m: BackendMessage): m is messages.NoticeMessage => m.name === 'notice'
const isReadyForQuery = (m: BackendMessage): m is messages.ReadyForQueryMessage =>
  m.name === 'readyForQuery'

function sqlError(error: messages.DatabaseError): SqlError {
  const position = Number(error.position)
  return {
    message: error.message,
    severity: error.severity ?? 'ERROR',
    code: error.code ?? null,
    position: Number.isInteger(position) && position > 0 ? position : null,
    detail: error.detail ?? null,
    hint: error.hint ?? null,
  }
}

/**
 * Folds the messages of a simple query into its statements: each statement's rows (when it
 * described any) end with its command tag; an error ends the query.
 */
export function readQueryAnswer(answer: readonly BackendMessage[]): QueryAnswer {
  const result: QueryAnswer = { statements: [], notices: [], error: null, transactionStatus: 'I' }
  let columns: RawColumn[] | null = null
  let rows: (string | null)[][] = []
  let rowCount = 0
  for (const message of answer) {
    if (isRowDescription(message)) {
      columns = message.fields.map((field) => ({ name: field.name, typeId: field.dataTypeID }))
      rows = []
      rowCount = 0
    } else if (isDataRow(message)) {
      rowCount += 1
      if (rows.length < MAX_ROWS) rows.push(message.fields)
    } else if (isCommandComplete(message)) {
      result.statements.push({ command: message.text, columns, rows, rowCount })
      columns = null
      rows = []
      rowCount = 0
    } else if (isError(message)) {
      result.error = sqlError(message)
    } else if (isNotice(message) && forReaders(message)) {
      result.notices.push(`${message.severity ?? 'NOTICE'}: ${message.message ?? ''}`)
    } else if (isReadyForQuery(message)) {
      result.transactionStatus = message.status
    }
  }
  return result
}
