import { describe, expect, it } from 'vitest'
import {
  markdownLink,
  markdownTwinRoutes,
  prefersMarkdown,
  requestedTwinPath,
} from './markdown-negotiation'

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

describe('prefersMarkdown', () => {
  it('answers Markdown to a client that asks for it alone or first', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('Text/Markdown; charset=utf-8')).toBe(true)
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true)
    expect(prefersMarkdown('text/markdown, */*')).toBe(true)
    expect(prefersMarkdown('text/plain, text/markdown')).toBe(true)
  })

  it('answers HTML to a browser, and without an Accept header', () => {
    expect(prefersMarkdown(BROWSER)).toBe(false)
    expect(prefersMarkdown(`${BROWSER},text/markdown;q=0.8`)).toBe(false)
    expect(prefersMarkdown(undefined)).toBe(false)
    expect(prefersMarkdown('')).toBe(false)
    expect(prefersMarkdown('*/*')).toBe(false)
    expect(prefersMarkdown('text/*')).toBe(false)
  })

  it('honours q-values, HTML first on a tie unless Markdown is listed first', () => {
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true)
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false)
    expect(prefersMarkdown('text/html;q=0.9, text/markdown;q=0.9')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.9, text/html;q=0.9')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.5, text/html')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.5, */*')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.9, */*;q=0.8')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.5, text/*;q=0.6')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.7, application/xhtml+xml;q=0.8')).toBe(false)
    expect(prefersMarkdown(`text/markdown, ${BROWSER}`)).toBe(true)
  })

  it('takes the most specific range for HTML, so text/html;q=0 outranks */*', () => {
    expect(
      prefersMarkdown('text/html;q=0, application/xhtml+xml;q=0, text/markdown;q=0.1, */*'),
    ).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.5, text/html;q=0.1, */*')).toBe(false)
  })

  it('never answers Markdown refused with q=0 or not listed by name', () => {
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0, text/html;q=0')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.0')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=nonsense')).toBe(false)
    expect(prefersMarkdown('text/x-markdown')).toBe(false)
  })

  it('runs the same from its own source, as nginx runs it in njs', () => {
    const inlined = new Function('accept', `return (${prefersMarkdown.toString()})(accept)`) as (
      accept: string,
    ) => boolean
    expect(inlined('text/markdown')).toBe(true)
    expect(inlined(BROWSER)).toBe(false)
    expect(inlined('text/html;q=0.5, text/markdown')).toBe(true)
    // Syntax njs 0.7 lacks.
    expect(prefersMarkdown.toString()).not.toMatch(/\?\.|\?\?|\.\.\.|for \((const|let) \w+ of/)
  })
})

describe('Markdown twins', () => {
  it('names the twin of a page URL, with or without a trailing slash', () => {
    expect(requestedTwinPath('/guides/auth/passwords')).toBe('/guides/auth/passwords.md')
    expect(requestedTwinPath('/guides/auth/')).toBe('/guides/auth.md')
    expect(requestedTwinPath('/')).toBeNull()
    expect(markdownLink('/docs/guides/auth.md')).toBe(
      '</docs/guides/auth.md>; rel="alternate"; type="text/markdown"',
    )
  })

  it('lists the page URLs that have a twin: pages, section URLs, area index pages', () => {
    const files = [
      '/guides/auth.md',
      '/guides/auth/index.html',
      '/guides/auth/passwords.html',
      '/guides/auth/passwords.md',
      '/reference/python.html',
      '/reference/python.md',
      '/reference/python/select.md',
      '/reference/python/orphan.md',
      '/llms.txt',
    ]
    expect(markdownTwinRoutes(files, ['/reference/python/select'])).toEqual([
      { pagePath: '/guides/auth', twinPath: '/guides/auth.md' },
      { pagePath: '/guides/auth/passwords', twinPath: '/guides/auth/passwords.md' },
      { pagePath: '/reference/python', twinPath: '/reference/python.md' },
      { pagePath: '/reference/python/select', twinPath: '/reference/python/select.md' },
    ])
  })
})
