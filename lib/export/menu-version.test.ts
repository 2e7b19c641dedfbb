import { describe, expect, it } from 'vitest'
import { versionedMenuHref } from './menu-version'

describe('versionedMenuHref', () => {
  it('gives the same menu the same address, and a changed one another', () => {
    const href = '/docs/menus/guides/auth.html'
    const first = versionedMenuHref(href, '<a class="menu-title">Auth</a>')
    expect(first).toMatch(/^\/docs\/menus\/guides\/auth\.html\?v=[\w-]{12}$/)
    expect(versionedMenuHref(href, '<a class="menu-title">Auth</a>')).toBe(first)
    expect(versionedMenuHref(href, '<a class="menu-title">Auth.</a>')).not.toBe(first)
  })
})
