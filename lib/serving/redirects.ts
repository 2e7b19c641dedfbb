import { withoutTrailingSlash } from './page-resolution'

/** A page that moved: its old site path (below the base path) and where it lives now. */
export interface Redirect {
  from: string
  to: string
}

/**
 * Pages that moved or merged into another, the one source of the redirects both servers answer
 * (the Node server per request, nginx from the configuration the build writes). The static export
 * has no page at a `from` path. Each page's Markdown twin (`.md`) moves with it.
 */
export const REDIRECTS: readonly Redirect[] = [
  // The CLI area joined Local development: one area for the local stack and the CLI.
  { from: '/guides/cli', to: '/guides/local-development/cli/getting-started' },
  { from: '/guides/cli/local-development', to: '/guides/local-development/cli/local-stack' },
  {
    from: '/guides/cli/managing-environments',
    to: '/guides/local-development/managing-environments',
  },
  {
    from: '/guides/cli/using-environment-variables-in-config',
    to: '/guides/local-development/cli/using-environment-variables-in-config',
  },
  // One page per topic.
  { from: '/guides/platform/log-drains', to: '/guides/monitoring-troubleshooting/log-drains' },
]

/** The status of every redirect: permanent, and the method is kept. */
export const REDIRECT_STATUS = 308

/** Each redirect and the same for its Markdown twin. */
export function redirectRules(): Redirect[] {
  return REDIRECTS.flatMap(({ from, to }) => [
    { from, to },
    { from: `${from}.md`, to: `${to}.md` },
  ])
}

const rules = new Map(redirectRules().map(({ from, to }) => [from, to]))

/** Where a site path moved to (a trailing slash changes nothing), or null when it did not. */
export function redirectFor(sitePath: string): string | null {
  return rules.get(withoutTrailingSlash(sitePath)) ?? null
}
