import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from './frontmatter'

const file = 'content/guides/auth/passwords.mdx'

describe('parseFrontmatter', () => {
  it('returns title, description and the optional menu label', () => {
    const source = '---\ntitle: Passwords\ndescription: Sign in with a password.\nsidebarTitle: Pw\n---\nBody'
    expect(parseFrontmatter(source, file)).toEqual({
      title: 'Passwords',
      description: 'Sign in with a password.',
      sidebarTitle: 'Pw',
    })
  })

  it('names the file and the missing field', () => {
    expect(() => parseFrontmatter('---\ntitle: Passwords\n---\n', file)).toThrow(
      `${file}: invalid frontmatter\ndescription: is required`,
    )
  })

  it('rejects an empty title', () => {
    expect(() => parseFrontmatter('---\ntitle: ""\ndescription: x\n---\n', file)).toThrow(
      'title: must not be empty',
    )
  })

  it('rejects unknown fields, naming them', () => {
    expect(() => parseFrontmatter('---\ntitle: a\ndescription: b\ntitel: c\n---\n', file)).toThrow(
      /titel/,
    )
  })

  it('fails on a page without frontmatter', () => {
    expect(() => parseFrontmatter('# Hello', file)).toThrow(`${file}: frontmatter is missing`)
  })

  it('fails on YAML that does not parse', () => {
    expect(() => parseFrontmatter('---\ntitle: [unclosed\n---\n', file)).toThrow(
      `${file}: frontmatter is not valid YAML`,
    )
  })
})
