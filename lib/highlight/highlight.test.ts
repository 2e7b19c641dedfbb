import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { withSlowClock } from '../../tests/support/slow-clock'
import { highlightToHast } from './highlight'

describe('highlightToHast', () => {
  it('highlights a whole line however slowly the machine tokenizes it', async () => {
    const html = toHtml(await withSlowClock(() => highlightToHast('select 1;', 'sql')))
    expect(html).toContain('<span class="t-keyword">select</span>')
    expect(html).toContain('<span class="t-constant"> 1</span>')
  })
})
