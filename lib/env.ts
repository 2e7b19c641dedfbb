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
