/**
 * Queries a developer types, with the pages they expect at the top: the ranking test's cases and
 * the bench's latency sample.
 */
import { siteConfig } from '../../site.config'

export interface Expectation {
  query: string
  /** Site paths (no anchor) that must all be among the first three results. */
  top3: string[]
  /** The site path that must be the first result. */
  first?: string
}

const js = '/reference/javascript'
const cli = '/reference/cli'
const api = '/reference/api'

export const rankingExpectations: Expectation[] = [
  // Exact function names: the latest version's section first.
  { query: 'maybeSingle', first: `${js}/maybe-single`, top3: [`${js}/v1/maybe-single`] },
  { query: 'signInWithPassword', first: `${js}/auth-signinwithpassword`, top3: [] },
  { query: 'auth.onAuthStateChange', first: `${js}/auth-onauthstatechange`, top3: [] },
  { query: 'getSession', first: `${js}/auth-getsession`, top3: [] },
  { query: 'rpc', first: `${js}/rpc`, top3: [] },
  { query: 'upsert', first: `${js}/upsert`, top3: [] },
  { query: 'createSignedUrl', first: `${js}/storage-from-createsignedurl`, top3: [] },
  { query: 'twilio', first: '/guides/auth/phone-login/twilio', top3: [] },
  { query: 'eq', first: `${js}/eq`, top3: [] },
  { query: 'select', top3: [`${js}/select`] },
  { query: 'insert', first: `${js}/insert`, top3: [] },
  // CLI commands, typed with or without the binary's name, and the CLI's flags.
  { query: 'db push', first: `${cli}/plinth-db-push`, top3: [] },
  { query: `${siteConfig.cliName} db push`, first: `${cli}/plinth-db-push`, top3: [] },
  { query: 'db reset', first: `${cli}/plinth-db-reset`, top3: [] },
  { query: 'migration new', first: `${cli}/plinth-migration-new`, top3: [] },
  { query: 'functions serve', first: `${cli}/plinth-functions-serve`, top3: [] },
  { query: 'secrets set', first: `${cli}/plinth-secrets-set`, top3: [] },
  { query: 'gen types', first: `${cli}/plinth-gen-types`, top3: [] },
  { query: 'login', first: `${cli}/plinth-login`, top3: [] },
  { query: 'global flags', first: `${cli}/global-flags`, top3: [] },
  { query: 'link project', top3: [`${cli}/plinth-link`] },
  // Page titles and topics.
  { query: 'row level security', first: '/guides/database/postgres/row-level-security', top3: [] },
  { query: 'github oauth', first: '/guides/auth/social-login/auth-github', top3: [] },
  { query: 'redirect urls', first: '/guides/auth/redirect-urls', top3: [] },
  { query: 'semantic search', first: '/guides/ai/semantic-search', top3: [] },
  { query: 'vector', top3: ['/guides/database/extensions/pgvector', '/guides/ai/concepts'] },
  { query: 'broadcast', first: '/guides/realtime/broadcast', top3: [`${js}/realtime-broadcast`] },
  { query: 'realtime presence', first: '/guides/realtime/presence', top3: [] },
  { query: 'postgres changes', first: '/guides/realtime/postgres-changes', top3: [] },
  { query: 'graphql', first: '/guides/graphql', top3: [] },
  { query: 'generating types', first: '/guides/api/rest/generating-types', top3: [] },
  { query: 'self hosting', first: '/guides/self-hosting', top3: ['/guides/self-hosting/docker'] },
  { query: 'docker', first: '/guides/self-hosting/docker', top3: [] },
  { query: 'glossary', first: '/guides/resources/glossary', top3: [] },
  { query: 'indexes', first: '/guides/database/postgres/indexes', top3: [] },
  { query: 'custom domain', first: '/guides/platform/custom-domains', top3: [] },
  { query: 'backups', first: '/guides/platform/backups', top3: [] },
  { query: 'regions', first: '/guides/platform/regions', top3: [] },
  { query: 'connection string', top3: ['/guides/database/connecting-to-postgres'] },
  { query: 'pkce', first: '/guides/auth/sessions/pkce-flow', top3: [] },
  { query: 'hnsw', first: '/guides/ai/vector-indexes/hnsw-indexes', top3: [] },
  {
    query: 'environment variables',
    top3: [
      '/guides/functions/secrets',
      '/guides/local-development/cli/using-environment-variables-in-config',
    ],
  },
  {
    query: 'deploy function',
    top3: [`${cli}/plinth-functions-deploy`, '/guides/functions/deploy'],
  },
  { query: 'upload file', first: `${js}/storage-from-upload`, top3: [] },
  {
    query: 'nextjs quickstart',
    top3: ['/guides/getting-started/quickstarts/nextjs', '/guides/auth/quickstarts/nextjs'],
  },
  // Concepts: the guide that teaches one leads the reference sections that use it.
  {
    query: 'magic link',
    first: '/guides/auth/auth-email-passwordless',
    top3: [`${js}/auth-signinwithotp`],
  },
  {
    query: 'anonymous sign-ins',
    first: '/guides/auth/auth-anonymous',
    top3: [`${js}/auth-signinanonymously`],
  },
  {
    query: 'full text search',
    first: '/guides/database/full-text-search',
    top3: [`${js}/text-search`],
  },
  { query: 'edge function secrets', first: '/guides/functions/secrets', top3: [] },
  { query: 'multi-factor authentication', first: '/guides/auth/auth-mfa', top3: [] },
  { query: 'storage access control', first: '/guides/storage/security/access-control', top3: [] },
  { query: 'realtime authorization', first: '/guides/realtime/authorization', top3: [] },
  { query: 'vector similarity', first: '/guides/database/extensions/pgvector', top3: [] },
  // Management API operations: by title, and by method and path.
  { query: 'list sso providers', first: `${api}/list-sso-providers`, top3: [] },
  { query: 'POST /v1/projects', first: `${api}/create-project`, top3: [] },
  { query: 'flutter', first: '/guides/getting-started/quickstarts/flutter', top3: [] },
  { query: 'swiftui', first: '/guides/getting-started/quickstarts/ios-swiftui', top3: [] },
]
