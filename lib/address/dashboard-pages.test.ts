import { describe, expect, it } from 'vitest'
import {
  dashboardPageUrl,
  dashboardSignInUrl,
  dashboardSignOutUrl,
  isDashboardPageKind,
} from './dashboard-pages'

describe('dashboardPageUrl', () => {
  it('builds a project page from the root and the ref', () => {
    expect(dashboardPageUrl('/dashboard', 'api-settings', 'abcd')).toBe(
      '/dashboard/project/abcd/settings/api',
    )
    expect(dashboardPageUrl('https://plinth.example/dashboard', 'sql-editor', 'abcd')).toBe(
      'https://plinth.example/dashboard/project/abcd/sql',
    )
  })

  it('falls back to the project list when no project is selected', () => {
    expect(dashboardPageUrl('/dashboard', 'storage', null)).toBe('/dashboard')
  })

  it('ignores the project for pages that belong to no project', () => {
    expect(dashboardPageUrl('/dashboard', 'home', 'abcd')).toBe('/dashboard')
    expect(dashboardPageUrl('/dashboard', 'account-tokens', 'abcd')).toBe(
      '/dashboard/account/tokens',
    )
  })

  it('encodes the ref', () => {
    expect(dashboardPageUrl('/dashboard', 'table-editor', 'a/b')).toBe(
      '/dashboard/project/a%2Fb/editor',
    )
  })

  it('knows only the listed kinds', () => {
    expect(isDashboardPageKind('auth-providers')).toBe(true)
    expect(isDashboardPageKind('toString')).toBe(false)
    expect(isDashboardPageKind('billing')).toBe(false)
  })
})

describe('sign-in and sign-out', () => {
  it('carry where to return, fragment included', () => {
    const signIn = new URL(dashboardSignInUrl('/dashboard', '/docs/guides/auth#helper'), 'http://x')
    expect(signIn.pathname).toBe('/dashboard/sign-in')
    expect(signIn.searchParams.get('returnTo')).toBe('/docs/guides/auth#helper')
    const signOut = new URL(dashboardSignOutUrl('/dashboard', '/docs'), 'http://x')
    expect(signOut.pathname).toBe('/dashboard/sign-out')
    expect(signOut.searchParams.get('returnTo')).toBe('/docs')
  })
})
