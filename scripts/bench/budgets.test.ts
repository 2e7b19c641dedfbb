import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUDGETS_FILE, parseBudgets } from './budgets'

const budgets = () =>
  JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as Record<string, Record<string, unknown>>

describe('parseBudgets', () => {
  it('reads the repository budgets, ratios to the floor included', () => {
    expect(parseBudgets(budgets()).guide.firstLoadJsToFloor).toBeGreaterThan(0)
  })

  it('names the file and the field of a wrong budget', () => {
    const wrong = budgets()
    wrong['guide'] = { ...wrong['guide'], htmlToFloor: -1 }
    delete wrong['build']?.['addedPageToFloor']
    expect(() => parseBudgets(wrong, 'bench-budgets.json')).toThrow(
      /bench-budgets\.json is invalid\n(.|\n)*guide\.htmlToFloor(.|\n)*build\.addedPageToFloor/,
    )
  })
})
