import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { readGuideTree } from './guide-tree'

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText.\n`
const meta = (title: string, pages: string[]) => JSON.stringify({ title, pages })

function sampleTree(overrides: Record<string, string> = {}) {
  return writeTempTree({
    'meta.json': meta('Guides', ['auth', 'migrate']),
    'migrate.mdx': page('Migrate'),
    'auth/meta.json': meta('Auth', ['index', '---Methods---', 'passwords', 'social', 'sso']),
    'auth/index.mdx': page('Auth'),
    'auth/passwords.md': page('Passwords'),
    'auth/social.mdx': page('Social login'),
    'auth/sso/meta.json': meta('Enterprise SSO', ['saml', 'index']),
    'auth/sso/index.mdx': page('SSO overview'),
    'auth/sso/saml.mdx': page('SAML'),
    ...overrides,
  })
}

describe('readGuideTree', () => {
  it('orders the menu as meta.json says, with sections and nested groups', () => {
    const [auth] = readGuideTree(sampleTree()).areas
    expect(auth?.title).toBe('Auth')
    expect(auth?.items).toEqual([
      { kind: 'page', title: 'Auth', path: '/guides/auth' },
      { kind: 'section', title: 'Methods' },
      { kind: 'page', title: 'Passwords', path: '/guides/auth/passwords' },
      { kind: 'page', title: 'Social login', path: '/guides/auth/social' },
      {
        kind: 'group',
        title: 'Enterprise SSO',
        path: '/guides/auth/sso',
        items: [
          { kind: 'page', title: 'SAML', path: '/guides/auth/sso/saml' },
          { kind: 'page', title: 'SSO overview', path: '/guides/auth/sso' },
        ],
      },
    ])
  })

  it('lists pages in menu order for previous and next links, .md and .mdx alike', () => {
    const [auth] = readGuideTree(sampleTree()).areas
    expect(auth?.pages.map((entry) => entry.file)).toEqual([
      'auth/index.mdx',
      'auth/passwords.md',
      'auth/social.mdx',
      'auth/sso/saml.mdx',
      'auth/sso/index.mdx',
    ])
  })

  it('keeps pages outside any area apart', () => {
    const tree = readGuideTree(sampleTree())
    expect(tree.standalone.map((entry) => entry.path)).toEqual(['/guides/migrate'])
    expect(tree.standalone[0]?.area).toBeNull()
  })

  it('records the breadcrumb trail of nested pages', () => {
    const tree = readGuideTree(sampleTree())
    const saml = tree.pages.find((entry) => entry.path === '/guides/auth/sso/saml')
    expect(saml?.trail).toEqual([
      { title: 'Auth', path: '/guides/auth' },
      { title: 'Enterprise SSO', path: '/guides/auth/sso' },
    ])
  })

  it('uses sidebarTitle as the menu label', () => {
    const root = sampleTree({
      'auth/social.mdx': '---\ntitle: Social login with OAuth\ndescription: d\nsidebarTitle: OAuth\n---\n',
    })
    const items = readGuideTree(root).areas[0]?.items ?? []
    expect(items).toContainEqual({ kind: 'page', title: 'OAuth', path: '/guides/auth/social' })
  })

  it('fails when meta.json lists a page that does not exist', () => {
    const root = sampleTree({ 'auth/meta.json': meta('Auth', ['index', 'passwords', 'social', 'sso', 'mfa']) })
    expect(() => readGuideTree(root)).toThrow(
      'content/guides/auth/meta.json: lists "mfa", but there is no mfa.mdx, mfa.md or folder mfa/ beside it',
    )
  })

  it('fails when a page is missing from meta.json', () => {
    const root = sampleTree({ 'auth/meta.json': meta('Auth', ['index', 'passwords', 'sso']) })
    expect(() => readGuideTree(root)).toThrow(
      'content/guides/auth/meta.json: does not list "social"',
    )
  })

  it('fails when an area has no landing page', () => {
    const root = sampleTree({
      'meta.json': meta('Guides', ['auth', 'storage', 'migrate']),
      'storage/meta.json': meta('Storage', ['upload']),
      'storage/upload.mdx': page('Upload'),
    })
    expect(() => readGuideTree(root)).toThrow('content/guides/storage: an area needs a landing page')
  })

  it('fails when the top-level meta.json leaves an area out', () => {
    const root = sampleTree({ 'storage/meta.json': meta('Storage', ['index']), 'storage/index.mdx': page('Storage') })
    expect(() => readGuideTree(root)).toThrow('content/guides/meta.json: does not list "storage"')
  })

  it('names the page whose frontmatter is invalid', () => {
    const root = sampleTree({ 'auth/social.mdx': '---\ntitle: Social\n---\n' })
    expect(() => readGuideTree(root)).toThrow(
      'content/guides/auth/social.mdx: invalid frontmatter\ndescription: is required',
    )
  })

  it('names the field of an invalid meta.json', () => {
    const root = sampleTree({ 'auth/meta.json': JSON.stringify({ title: 'Auth', pages: [] }) })
    expect(() => readGuideTree(root)).toThrow(
      'content/guides/auth/meta.json: invalid\npages: must list at least one page',
    )
  })
})
