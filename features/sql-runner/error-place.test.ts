import { describe, expect, it } from 'vitest'
import { errorPlace } from './error-place'

describe('errorPlace', () => {
  it('finds the line and the word a position points at', () => {
    const sql = 'select 1;\nselec * from notes;'
    expect(errorPlace(sql, 11)).toEqual({
      line: 2,
      text: 'selec * from notes;',
      from: 0,
      to: 5,
      start: 10,
      end: 15,
    })
  })

  it('counts characters as Postgres does, not UTF-16 units', () => {
    const sql = "select '🐘' frm x"
    const place = errorPlace(sql, 12)
    expect(place && sql.slice(place.start, place.end)).toBe('frm')
  })

  it('marks one character where no word starts, and nothing outside the text', () => {
    expect(errorPlace('select (', 8)).toMatchObject({ from: 7, to: 8 })
    expect(errorPlace('select 1', 20)).toBeNull()
    expect(errorPlace('select 1', 0)).toBeNull()
  })
})
