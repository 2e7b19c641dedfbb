/**
 * Every built guide (out/) sends its article once: in the HTML, static, with no RSC payload for
 * React to hydrate it from again. Guides and reference documents start without Next.js's router
 * (`withStartWithoutRouter`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { exportHtmlFile } from '../../lib/address/address'
import { readGuideTree } from '../../lib/content/guide-tree'
import { inlinePayload } from '../../lib/export/inline-payload'
import { START_SCRIPTS_FOLDER } from '../../lib/export/export-scripts'
import { STATIC_HTML_ATTRIBUTE } from '../../lib/export/static-html'
import { readReferenceCatalog } from '../../lib/reference/catalog'

const pruned = (html: string) => html.includes(` ${STATIC_HTML_ATTRIBUTE}="pruned"`)
const LOADER_TAG = new RegExp(`<script src="[^"]*/(${START_SCRIPTS_FOLDER}[\\w-]+\\.js)" async="">`)
const loaderSources = new Map<string, string>()

/** The scripts a page loads after its first paint, as the loader it names lists them. */
function scriptsLoaded(html: string): string[] {
  const loader = LOADER_TAG.exec(html)?.[1]
  if (loader === undefined) return []
  let source = loaderSources.get(loader)
  if (source === undefined) {
    source = fs.readFileSync(path.join('out', loader), 'utf8')
    loaderSources.set(loader, source)
  }
  return source.match(/"[^"]+\.js"/g) ?? []
}

/** Whether a page loads a start script of its own and not Next.js's start-up. */
const startedWithoutRouter = (html: string) =>
  !html.includes('<script id="_R_">') &&
  scriptsLoaded(html).some((script) => script.includes(`/${START_SCRIPTS_FOLDER}`))

/** The text of the article's first paragraph of some length, as the HTML escapes it. */
const firstParagraph = (html: string) =>
  /<div class="prose"[^>]*>[\s\S]*?<p>([^<]{40,})/.exec(html)?.[1]?.slice(0, 40) ?? null

it('every guide is static HTML started without the router, and no payload carries its article', () => {
  const repeated: string[] = []
  let checked = 0
  for (const page of readGuideTree('content/guides').pages) {
    const html = fs.readFileSync(path.join('out', exportHtmlFile(page.path)), 'utf8')
    if (!pruned(html)) {
      repeated.push(`${page.path}: not pruned`)
      continue
    }
    if (!startedWithoutRouter(html)) {
      repeated.push(`${page.path}: started by Next.js's router`)
    }
    const sentence = firstParagraph(html)
    if (sentence === null) continue
    checked += 1
    const text = sentence.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    if (inlinePayload(html).includes(text)) repeated.push(`${page.path}: "${text}"`)
  }
  expect(repeated).toEqual([])
  expect(checked).toBeGreaterThan(300)
})

it('every reference document is static HTML started without the router, with no payload', () => {
  const documents = readReferenceCatalog('content/reference')
  const found = documents.flatMap((doc) => {
    const html = fs.readFileSync(path.join('out', exportHtmlFile(doc.path)), 'utf8')
    const faults = [
      pruned(html) ? null : 'not pruned',
      startedWithoutRouter(html) ? null : "started by Next.js's router",
      inlinePayload(html) === '' ? null : 'carries a payload',
    ]
    return faults.flatMap((fault) => (fault ? [`${doc.path}: ${fault}`] : []))
  })
  expect(found).toEqual([])
  expect(documents.length).toBeGreaterThan(10)
})
