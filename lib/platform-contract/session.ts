import * as z from 'zod/mini'

/** The stored session; missing or expired means signed out. */
export const sessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  /** Unix seconds. */
  expires_at: z.number(),
  user: z.object({ id: z.string(), email: z.string() }),
})

export type DashboardSession = z.infer<typeof sessionSchema>

/** The session in a stored value, or null when it is missing, malformed or expired. */
export function parseSession(raw: string | null, nowSeconds: number): DashboardSession | null {
  if (raw === null) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = sessionSchema.safeParse(data)
  if (!parsed.success || parsed.data.expires_at <= nowSeconds) return null
  return parsed.data
}
