/** The guide pages whose first-load JavaScript and HTML the bench reports, across areas. */
export const GUIDE_SAMPLES = [
  '/guides/getting-started',
  '/guides/getting-started/architecture',
  '/guides/getting-started/quickstarts/nextjs',
  '/guides/auth/passwords',
  '/guides/database/postgres/row-level-security',
  '/guides/realtime/postgres-changes',
  '/guides/ai/semantic-search',
]

/** Reference documents at their latest and an older version, and the CLI. */
export const REFERENCE_SAMPLES = [
  '/reference/javascript',
  '/reference/javascript/v1',
  '/reference/cli',
]

/**
 * The guide pages the floor holds besides the samples, one or two per area, so that the floor is a
 * site of real pages rather than seven.
 */
export const FLOOR_EXTRA_GUIDES = [
  '/guides/auth/server-side/nextjs',
  '/guides/database/overview',
  '/guides/storage/quickstart',
  '/guides/storage/security/access-control',
  '/guides/functions/quickstart',
  '/guides/realtime/broadcast',
  '/guides/ai/vector-columns',
  '/guides/api/quickstart',
  '/guides/graphql/api',
  '/guides/local-development/cli/config',
  '/guides/platform/backups',
  '/guides/monitoring-troubleshooting/log-drains',
  '/guides/deployment/branching',
]

/**
 * Pages Lighthouse runs on besides the guide, held to the largest reference's budget: another
 * client library's reference and the two catalogues.
 */
export const HEAVY_PAGE_SAMPLES = [
  '/reference/python',
  '/guides/monitoring-troubleshooting/logs',
  '/guides/database/extensions',
]
