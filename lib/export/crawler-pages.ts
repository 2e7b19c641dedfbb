import { z } from 'zod'

const crawlerPagesSourceSchema = z.object({
  /** The document's site path: `/reference/javascript`. */
  documentPath: z.string().startsWith('/reference/'),
  sections: z
    .array(
      z.object({
        id: z.string().min(1),
        title: z.string().min(1),
        description: z.string().min(1),
        canonicalUrl: z.string().min(1),
        /** The section as the page's article holds it, its title the page's one h1. */
        html: z.string().min(1),
      }),
    )
    .min(1),
})

/** A document's sections as crawler pages show them, in document order. */
export type CrawlerPagesSource = z.infer<typeof crawlerPagesSourceSchema>

/** Reads a source the export wrote; throws naming `file` when it is not JSON or not a source. */
export function parseCrawlerPagesSource(json: string, file: string): CrawlerPagesSource {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    throw new Error(
      `${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  const parsed = crawlerPagesSourceSchema.safeParse(value)
  if (!parsed.success) {
    throw new Error(`${file} is not a crawler pages source: ${parsed.error.message}`)
  }
  return parsed.data
}

/** Text as React writes it in an element or an attribute value. */
const escapeLikeReact = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

const sectionElement = (html: string) => `<section class="reference-section">${html}</section>`

/** `text` with every `from` replaced; throws unless there is at least one. */
function replaceEvery(text: string, from: string, to: string, what: string): string {
  const parts = text.split(from)
  if (parts.length < 2) throw new Error(`its head does not hold the first section's ${what}`)
  return parts.join(to)
}

/**
 * The crawler pages of a document's other sections, made from the exported crawler page of its
 * first: Next.js renders that one, and every crawler page of a document differs from it only in
 * its section and in the title, description and canonical URL of its head. Keyed by section id.
 * Throws when the first page does not hold its section or its head values as `source` gives them.
 */
export function crawlerPagesFromFirst(
  firstPage: string,
  source: CrawlerPagesSource,
): Map<string, string> {
  const [first, ...others] = source.sections
  if (!first) return new Map()
  const headEnd = firstPage.indexOf('</head>')
  const firstSection = sectionElement(first.html)
  const sectionAt = firstPage.indexOf(firstSection, headEnd)
  if (headEnd === -1 || sectionAt === -1) {
    throw new Error(`the crawler page of ${first.id} does not hold its section as the source does`)
  }
  if (firstPage.indexOf(firstSection, sectionAt + 1) !== -1) {
    throw new Error(`the crawler page of ${first.id} holds its section twice`)
  }
  const head = firstPage.slice(0, headEnd)
  const betweenHeadAndSection = firstPage.slice(headEnd, sectionAt)
  const afterSection = firstPage.slice(sectionAt + firstSection.length)

  const pages = new Map<string, string>()
  for (const section of others) {
    let sectionHead = head
    for (const field of ['title', 'description', 'canonicalUrl'] as const) {
      sectionHead = replaceEvery(
        sectionHead,
        escapeLikeReact(first[field]),
        escapeLikeReact(section[field]),
        field,
      )
    }
    pages.set(
      section.id,
      sectionHead + betweenHeadAndSection + sectionElement(section.html) + afterSection,
    )
  }
  return pages
}
