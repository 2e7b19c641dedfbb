import { z } from 'zod'
import { formatIssues } from './validation'

const serverEnvSchema = z.object({
  /** Port of `npm start` and `npm run dev`. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Another seed file for the local platform (see platform/README.md). */
  PLATFORM_SEED: z.string().min(1).optional(),
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(env)
  if (!result.success) throw new Error(`Invalid environment\n${formatIssues(result.error.issues)}`)
  return result.data
}

const buildEnvSchema = z.object({
  /** Public origin of the docs (no path): canonical URLs, the sitemap and llms.txt use it. */
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .refine((url) => URL.canParse(url) && new URL(url).pathname === '/' && !url.endsWith('/'), {
      message:
        'must be an origin without a path or trailing slash, e.g. https://docs.plinth.example',
    }),
})

/**
 * The settings a build needs. A build for deployment must name its public origin: without it,
 * every absolute URL it publishes would point at localhost. `npm start`, `npm test` and the bench
 * build with `npm run build:local`, which sets the local origin.
 */
export function readBuildEnv(env: Record<string, string | undefined> = process.env) {
  const result = buildEnvSchema.safeParse(env)
  if (result.success) return result.data
  throw new Error(
    `Invalid build environment\n${formatIssues(result.error.issues)}\n` +
      'Set NEXT_PUBLIC_SITE_URL to the origin the docs are deployed at, for example ' +
      '`NEXT_PUBLIC_SITE_URL=https://docs.plinth.example npm run build`, or run ' +
      '`npm run build:local` for a build served on this machine.',
  )
}
