/** `Edge Functions` → `edge-functions`: lowercase words joined by dashes. */
export const toKebabCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
