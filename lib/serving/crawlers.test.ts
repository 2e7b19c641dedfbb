import { describe, expect, it } from 'vitest'
import { CRAWLER_AGENT_TOKENS, isCrawler } from './crawlers'

describe('isCrawler', () => {
  it('recognises search engines and link previews, not browsers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe(false)
    expect(isCrawler(undefined)).toBe(false)
  })

  it('keeps tokens plain words, safe in a JavaScript and an nginx regular expression', () => {
    for (const token of CRAWLER_AGENT_TOKENS) expect(token).toMatch(/^[a-z]+$/)
  })
})
