import { describe, expect, it } from 'vitest'
import { assignHeadingIds } from './headings'
import { parsePage } from './parse'

const tocOf = (markdown: string) => assignHeadingIds(parsePage(markdown, 'mdx'))

describe('heading anchors', () => {
  it('lowercases, drops punctuation and joins words with dashes', () => {
    expect(tocOf('## Sign in with OAuth (PKCE)!').map((entry) => entry.id)).toEqual([
      'sign-in-with-oauth-pkce',
    ])
  })

  it('numbers repeated headings -1, -2', () => {
    expect(tocOf('## Example\n\n## Example\n\n### Example').map((entry) => entry.id)).toEqual([
      'example',
      'example-1',
      'example-2',
    ])
  })

  it('uses an explicit [#id] and removes it from the title', () => {
    expect(tocOf('## Sign in with a magic link [#magic-link]')).toEqual([
      { id: 'magic-link', title: 'Sign in with a magic link', depth: 2 },
    ])
  })

  it('reads [#id] after inline code or a link, and in plain Markdown pages', () => {
    expect(tocOf('## Rendering with `@plinth/ssr` [#ssr]')).toEqual([
      { id: 'ssr', title: 'Rendering with @plinth/ssr', depth: 2 },
    ])
    expect(tocOf('### See [the guide](/x) [#see]')[0]?.id).toBe('see')
    expect(assignHeadingIds(parsePage('## Plain [#plain-id]', 'md'))[0]?.id).toBe('plain-id')
  })

  it('keeps brackets that are not an id in the title and its slug', () => {
    expect(tocOf('## Arrays [1, 2]')).toEqual([
      { id: 'arrays-1-2', title: 'Arrays [1, 2]', depth: 2 },
    ])
  })

  it('keeps only h2 and h3 in the table of contents', () => {
    expect(tocOf('## Two\n\n### Three\n\n#### Four').map((entry) => entry.depth)).toEqual([2, 3])
  })

  it('takes the text of inline code and links', () => {
    expect(tocOf('## Call `signInWithOtp` from [the client](/x)')[0]?.id).toBe(
      'call-signinwithotp-from-the-client',
    )
  })
})
