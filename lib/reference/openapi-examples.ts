/** A request as the examples send it: everything filled in from the operation's examples. */
export interface RequestExample {
  method: string
  url: string
  headers: [string, string][]
  body: { mediaType: string; example: unknown } | null
  /** How the success answer is read: JSON, or text for any other media type. */
  reads: 'json' | 'text'
}

/** A parameter or example value as it goes into a URL or header. */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value)

/**
 * The URL of a request: the base URL, the path with its parameters filled in, and the query
 * parameters in the order given.
 */
export function requestUrl(
  baseUrl: string,
  path: string,
  pathValues: Record<string, unknown>,
  query: [string, unknown][],
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    Object.hasOwn(pathValues, name) ? encodeURIComponent(asText(pathValues[name])) : whole,
  )
  const search = new URLSearchParams(query.map(([name, value]) => [name, asText(value)])).toString()
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`
}

export const isJson = (mediaType: string) => /^application\/([\w.-]+\+)?json\b/.test(mediaType)
const isForm = (mediaType: string) => mediaType === 'multipart/form-data'
const isUrlEncoded = (mediaType: string) => mediaType === 'application/x-www-form-urlencoded'

/** A shell word in single quotes, safe whatever it holds. */
const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`

const json = (value: unknown) => JSON.stringify(value, null, 2)

const entriesOf = (example: unknown): [string, string][] =>
  typeof example === 'object' && example !== null
    ? Object.entries(example).map(([name, value]) => [name, asText(value)])
    : []

/** The request as a curl command, one option a line. */
export function curlExample({ method, url, headers, body }: RequestExample): string {
  const lines = [`curl --request ${method} ${shellQuote(url)}`]
  for (const [name, value] of headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`)
  if (body) {
    if (isForm(body.mediaType)) {
      for (const [name, value] of entriesOf(body.example)) {
        lines.push(`--form ${shellQuote(`${name}=${value}`)}`)
      }
    } else {
      lines.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`)
      const data = isJson(body.mediaType)
        ? json(body.example)
        : isUrlEncoded(body.mediaType)
          ? new URLSearchParams(entriesOf(body.example)).toString()
          : asText(body.example)
      lines.push(`--data ${shellQuote(data)}`)
    }
  }
  return lines.join(' \\\n  ')
}

const jsString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
const jsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name))
const indent = (text: string, by: string) => text.replaceAll('\n', `\n${by}`)

/** The request as a JavaScript `fetch` call that reads the JSON answer. */
export function fetchExample({ method, url, headers, body, reads }: RequestExample): string {
  const before: string[] = []
  const headerLines = headers.map(([name, value]) => `${jsKey(name)}: ${jsString(value)},`)
  let bodyLine: string | null = null
  if (body) {
    if (isForm(body.mediaType)) {
      const fields = entriesOf(body.example)
      // `@file` uploads a file, as curl's --form does: the script reads it from disk.
      const files = fields.filter(([, value]) => value.startsWith('@'))
      if (files.length > 0) before.push("import { readFile } from 'node:fs/promises'", '')
      before.push('const form = new FormData()')
      for (const [name, value] of fields) {
        const file = value.startsWith('@') ? value.slice(1) : null
        before.push(
          file
            ? `form.append(${jsString(name)}, new Blob([await readFile(${jsString(file)})]), ${jsString(file)})`
            : `form.append(${jsString(name)}, ${jsString(value)})`,
        )
      }
      bodyLine = 'body: form,'
    } else {
      headerLines.push(`'Content-Type': ${jsString(body.mediaType)},`)
      bodyLine = isJson(body.mediaType)
        ? `body: JSON.stringify(${indent(json(body.example), '  ')}),`
        : isUrlEncoded(body.mediaType)
          ? `body: new URLSearchParams(${indent(json(Object.fromEntries(entriesOf(body.example))), '  ')}),`
          : `body: ${jsString(asText(body.example))},`
    }
  }
  const options = [
    `method: ${jsString(method)},`,
    ...(headerLines.length > 0
      ? ['headers: {', ...headerLines.map((line) => `  ${line}`), '},']
      : []),
    ...(bodyLine ? [bodyLine] : []),
  ]
  return [
    ...before,
    ...(before.length > 0 ? [''] : []),
    `const response = await fetch(${jsString(url)}, {`,
    ...options.map((line) => `  ${line}`),
    '})',
    `const data = await response.${reads}()`,
  ].join('\n')
}
