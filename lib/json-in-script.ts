/**
 * `value` as a JSON literal an inline `<script>` can hold: `<`, `>`, `&` and the two line
 * separators JavaScript once refused in strings escaped, as Next.js escapes its payload, so no
 * text in it can close the script.
 */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
