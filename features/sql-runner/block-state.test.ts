import { describe, expect, it } from 'vitest'
import type { BlockOutcome, StatementResult } from '../../lib/sql-engine/protocol'
import { statusText } from './block-state'

const statement = (command: string, rowCount?: number): StatementResult => ({
  command,
  columns: rowCount === undefined ? null : [{ name: 'id', type: 'uuid' }],
  rows: [],
  rowCount: rowCount ?? 0,
})
const outcome = (statements: StatementResult[], error: BlockOutcome['error'] = null) => ({
  statements,
  notices: [],
  error,
  rolledBack: false,
})
const page = { role: 'page' } as const

describe('statusText', () => {
  it('says what the last statement answered, and how many ran', () => {
    expect(
      statusText({
        kind: 'ran',
        sql: '',
        runAs: page,
        outcome: outcome([statement('SELECT 1', 1)]),
      }),
    ).toBe('Ran: 1 row.')
    expect(
      statusText({
        kind: 'ran',
        sql: '',
        runAs: page,
        outcome: outcome([statement('CREATE TABLE'), statement('CREATE POLICY')]),
      }),
    ).toBe('Ran 2 statements; the last: CREATE POLICY.')
  })

  it('names the role a block ran as', () => {
    expect(
      statusText({
        kind: 'ran',
        sql: '',
        runAs: { role: 'anon' },
        outcome: outcome([statement('UPDATE 0')]),
      }),
    ).toBe('Ran as anon: UPDATE 0.')
  })

  it("gives Postgres' error with its line", () => {
    const error = {
      message: 'syntax error at or near "selec"',
      severity: 'ERROR',
      code: '42601',
      position: 11,
      detail: null,
      hint: null,
    }
    expect(
      statusText({
        kind: 'ran',
        sql: 'select 1;\nselec 2',
        runAs: page,
        outcome: outcome([], error),
      }),
    ).toBe('Error: syntax error at or near "selec" (line 2).')
  })

  it('says why Postgres did not load, and that the page still works', () => {
    expect(statusText({ kind: 'unavailable', reason: 'you are offline' })).toMatch(
      /^Postgres could not load: you are offline\. The page works as before/,
    )
  })
})
