/**
 * Reads `name="value"` from a code fence's meta string (the text after the language, such as
 * `title="lib/plinth.ts" {3-4}` or `norun="needs pg_cron"`). Null when the attribute is absent.
 */
export function readMetaAttribute(meta: string | null | undefined, name: string): string | null {
  if (!meta) return null
  const pattern = new RegExp(`(?:^|\\s)${name}="([^"]*)"`)
  return pattern.exec(meta)?.[1] ?? null
}
