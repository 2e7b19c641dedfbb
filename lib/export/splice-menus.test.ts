import { describe, expect, it } from 'vitest'
import { readMenuMarks } from './mark-current-page'
import { spliceMenus } from './splice-menus'

const menu =
  '<a class="menu-title" href="/docs/guides/auth">Auth</a><ul class="menu-list"><li><details class="menu-group"><summary>Passwords</summary><ul class="menu-list"><li><a class="menu-link" href="/docs/guides/auth/passwords">Passwords</a></li></ul></details></li></ul>'
const fragments: Record<string, string> = { '/menus/guides/auth.html': menu }
const read = (sitePath: string) => {
  const fragment = fragments[sitePath]
  return fragment === undefined ? null : readMenuMarks(fragment)
}
const page = (attributes: string, payload = '') =>
  `<body><nav aria-label="Auth menu" ${attributes}></nav><main>text</main><script>self.__next_f.push([1,"${payload}"])</script></body>`

describe('spliceMenus', () => {
  it('fills the empty menu with its fragment, the page marked and its groups open', () => {
    const spliced = spliceMenus(
      page('data-side-menu="" data-menu-src="/docs/menus/guides/auth.html"'),
      '/docs/guides/auth/passwords',
      read,
    )
    expect(spliced).toBe(
      page('data-side-menu="" data-menu-src="/docs/menus/guides/auth.html"').replace(
        '></nav>',
        '><a class="menu-title" href="/docs/guides/auth">Auth</a><ul class="menu-list"><li><details open class="menu-group"><summary>Passwords</summary><ul class="menu-list"><li><a aria-current="page" class="menu-link" href="/docs/guides/auth/passwords">Passwords</a></li></ul></details></li></ul></nav>',
      ),
    )
  })

  it('marks nothing on a page the menu does not list, and keeps every other byte', () => {
    const before = page('data-menu-src="/docs/menus/guides/auth.html" class="x"')
    expect(spliceMenus(before, '/docs/reference/javascript', read)).toBe(
      before.replace('></nav>', `>${menu}</nav>`),
    )
  })

  it('leaves a page without menus alone, whatever its RSC payload names', () => {
    const before = page('', '\\"data-menu-src\\":\\"/docs/menus/guides/auth.html\\"')
    expect(spliceMenus(before, '/docs/guides/auth', read)).toBe(before)
  })

  it('fails naming a missing fragment, and on a menu filled already', () => {
    expect(() =>
      spliceMenus(page('data-menu-src="/docs/menus/guides/db.html"'), '/docs', read),
    ).toThrow('/docs/menus/guides/db.html does not exist')
    const filled = spliceMenus(page('data-menu-src="/docs/menus/guides/auth.html"'), '/docs', read)
    expect(() => spliceMenus(filled, '/docs', read)).toThrow('is not empty')
  })
})
