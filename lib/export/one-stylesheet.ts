import { contentHash } from '../content-hash'
import type { FlightRow } from './flight-rows'
import {
  elementProps,
  inlinePayloadRows,
  isRecord,
  keptRows,
  PayloadModels,
  withPayloadRows,
  withRewrittenModels,
  type Json,
} from './inline-payload'

/** A stylesheet of the page's head, as React writes one it placed by precedence. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g

/** The stylesheets a page links in its head, in order. */
export const pageStylesheets = (page: string): string[] =>
  [...page.slice(0, page.indexOf('</head>')).matchAll(HEAD_STYLESHEET)].map(
    (match) => match[1] ?? '',
  )

/**
 * Stylesheets' contents as one file, in their order: the cascade is the same. An `@import` or
 * `@charset` must open its file, so a stylesheet holding one is refused, by name.
 */
export function joinStylesheets(sheets: readonly { href: string; css: string }[]): string {
  const opening = sheets.find(({ css }) => /@(import|charset)\b/.test(css))
  if (opening) throw new Error(`${opening.href} has an @import or @charset and cannot be joined`)
  return sheets.map(({ css }) => css.trimEnd()).join('\n') + '\n'
}

/** Where the joined stylesheet goes: under Next.js's static files, named by its content. */
export const joinedStylesheetPath = (css: string): string =>
  `/_next/static/css/${contentHash(css, 16)}.css`

/** A stylesheet element of the payload: `["$","link",key,{"rel":"stylesheet","href":…}]`. */
function stylesheetProps(value: Json | undefined): { [key: string]: Json } | null {
  if (!Array.isArray(value)) return null
  const props = elementProps(value)
  return value[1] === 'link' && props?.rel === 'stylesheet' ? props : null
}

/** The props of `value` when it is a stylesheet element linking one of `merged`, else null. */
function mergedSheetProps(
  value: Json | undefined,
  merged: ReadonlySet<string>,
): { [key: string]: Json } | null {
  const props = stylesheetProps(value)
  return typeof props?.href === 'string' && merged.has(props.href) ? props : null
}

/**
 * Points every stylesheet element of `value` that links one of `merged` at `href`, and keeps only
 * the first of them in each list (an element, or a reference to a row that is one). Returns whether
 * it changed anything.
 */
function linkOne(
  value: Json,
  merged: ReadonlySet<string>,
  href: string,
  rowLink: (id: string) => boolean,
): boolean {
  let changed = false
  const props = mergedSheetProps(value, merged)
  if (props) {
    props.href = href
    changed = true
  }
  if (Array.isArray(value)) {
    let linked = false
    for (let index = 0; index < value.length; index++) {
      const item = value[index] as Json
      const reference = typeof item === 'string' ? /^\$L([0-9a-f]+)$/.exec(item)?.[1] : undefined
      const isMergedLink =
        (reference !== undefined && rowLink(reference)) || mergedSheetProps(item, merged) !== null
      if (isMergedLink && linked) {
        value.splice(index, 1)
        index -= 1
        changed = true
        continue
      }
      linked ||= isMergedLink
      changed = linkOne(item, merged, href, rowLink) || changed
    }
  } else if (isRecord(value)) {
    for (const item of Object.values(value))
      changed = linkOne(item, merged, href, rowLink) || changed
  }
  return changed
}

/** `page`'s head linking `href` where it linked the first of `merged`, and none of the others. */
function withHeadLinking(page: string, merged: ReadonlySet<string>, href: string): string {
  const headEnd = page.indexOf('</head>')
  let first = true
  const head = page.slice(0, headEnd).replace(HEAD_STYLESHEET, (tag, url: string) => {
    if (!merged.has(url)) return tag
    const linked = first ? tag.replace(url, href) : ''
    first = false
    return linked
  })
  return head + page.slice(headEnd)
}

/**
 * `page` with the stylesheets of its head as one, at `href` (the caller writes the file: their
 * contents in order). React learns the same from the payload, where the page has one: the
 * stylesheet elements and preloads name `href` once, and the rows of the others are gone. Returns
 * `page` unchanged when it links fewer than two; throws when the head and the payload do not name
 * the same stylesheets.
 */
export function withOneStylesheet(page: string, href: string): string {
  const hrefs = pageStylesheets(page)
  if (hrefs.length < 2) return page
  const merged = new Set(hrefs)
  const rows = inlinePayloadRows(page)
  if (rows.length === 0) return withHeadLinking(page, merged, href)
  const payload = new PayloadModels(rows)
  const rowLink = (id: string) => mergedSheetProps(payload.model(id), merged) !== null
  const namesMerged = (text: string) => hrefs.some((url) => text.includes(JSON.stringify(url)))
  const hint = (url: string) => `:HL[${JSON.stringify(url)},"style"]\n`

  let hinted = false
  const hinting = rows.flatMap((row): FlightRow[] => {
    if (row.id !== '' || !hrefs.some((url) => row.text === hint(url))) return [row]
    const first = !hinted
    hinted = true
    return first ? [{ id: '', text: hint(href) }] : []
  })
  const rewritten = withRewrittenModels(hinting, namesMerged, (model) =>
    linkOne(model, merged, href, rowLink),
  )
  const kept = keptRows(rows, rewritten)
  const stray = kept.find((row) => namesMerged(row.text))
  if (stray) throw new Error(`payload row ${stray.id} still names ${hrefs.join(', ')}`)
  if (!hinted) throw new Error(`the payload has no preload of ${hrefs.join(', ')}`)
  return withPayloadRows(withHeadLinking(page, merged, href), kept)
}
