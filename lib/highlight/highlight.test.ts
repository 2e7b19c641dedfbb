import { toHtml } from 'hast-util-to-html'
import { describe, expect, it, vi } from 'vitest'
import { highlightToHast } from './highlight'

describe('highlightToHast', () => {
  it('highlights a whole line however slowly the machine tokenizes it', async () => {
    // Every reading of the clock a second after the last: a line "takes" seconds.
    let now = 0
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    try {
      const html = toHtml(await highlightToHast('select 1;', 'sql'))
      expect(html).toContain('<span class="t-keyword">select</span>')
      expect(html).toContain('<span class="t-constant"> 1</span>')
    } finally {
      clock.mockRestore()
    }
  })
})
