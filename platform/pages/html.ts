/** Markup that is already escaped; interpolating it into `html` keeps it as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

export type Interpolation =
  SafeHtml | string | number | null | undefined | false | readonly Interpolation[]

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/**
 * Tagged template that escapes every interpolated value unless it is
 * SafeHtml, so page templates cannot forget to escape seed data or query
 * parameters. null, undefined and false render nothing; arrays concatenate.
 */
export function html(strings: TemplateStringsArray, ...values: readonly Interpolation[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value
  if (value === null || value === undefined || value === false) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return escapeHtml(value)
  return value.map(render).join('')
}

/**
 * A JSON data block: browsers never execute `type="application/json"`, so the
 * CSP allows it. `<` is escaped so a value cannot close the script element.
 */
export function jsonDataBlock(id: string, value: object): SafeHtml {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return new SafeHtml(`<script type="application/json" id="${escapeHtml(id)}">${json}</script>`)
}
