import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { assignHeadingIds, escapeHeadingIds } from './headings'

function tocOf(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkMdx)
  return assignHeadingIds(processor.parse(escapeHeadingIds(markdown)) as Root)
}

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

  it('uses an explicit {#id} and removes it from the title', () => {
    expect(tocOf('## Sign in with a magic link {#magic-link}')).toEqual([
      { id: 'magic-link', title: 'Sign in with a magic link', depth: 2 },
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

describe('escapeHeadingIds', () => {
  it('escapes ids on heading lines so MDX does not read them as expressions', () => {
    expect(escapeHeadingIds('## Title {#custom}')).toBe('## Title \\{#custom\\}')
  })

  it('leaves fenced code alone', () => {
    const source = '```md\n## Title {#custom}\n```\n'
    expect(escapeHeadingIds(source)).toBe(source)
  })
})
