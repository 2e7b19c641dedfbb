import fs from 'node:fs'
import path from 'node:path'
import { absoluteUrl, markdownTwinPath, sectionPath } from '../../lib/address/address'
import { readGuideTree, type GuidePage, type GuideTree } from '../../lib/content/guide-tree'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { sectionsOf, type DocSection, type ReferenceDocument } from '../../lib/reference/document'

/** A page the MCP tools answer with: where it is and its Markdown, read from the export. */
export interface CorpusPage {
  title: string
  /** Site path without the base path: `/guides/auth/passwords`. */
  path: string
  url: string
  description: string
}

/**
 * What the docs MCP server reads: the guide tree and reference documents for names and order,
 * and the Markdown twins of the built export for text. Only pages of the tree and sections of the
 * documents can be read, so no request names a file of its own.
 */
export interface DocsCorpus {
  areas: { id: string; title: string; pages: CorpusPage[] }[]
  guide(pathOrSlug: string): CorpusPage | null
  reference(library: string, version: string | null): ReferenceDocument | null
  libraries(): string[]
  section(doc: ReferenceDocument, idOrName: string): DocSection | null
  /** The Markdown twin of a site path, from the export. */
  markdown(sitePath: string): string
}

const pageOf = (page: GuidePage): CorpusPage => ({
  title: page.frontmatter.title,
  path: page.path,
  url: absoluteUrl(page.path),
  description: page.frontmatter.description,
})

/** `auth.signInWithPassword()`, `signInWithPassword`, `sign_in_with_password` all name one call. */
const callName = (name: string) =>
  name.replace(/\(\)/g, '').split('.').pop()?.replace(/[_-]/g, '').toLowerCase() ?? ''

export function readDocsCorpus(exportDir: string, root = process.cwd()): DocsCorpus {
  const tree: GuideTree = readGuideTree(path.join(root, 'content/guides'))
  const documents = readReferenceCatalog(path.join(root, 'content/reference'))
  const guides = new Map(tree.pages.map((page) => [page.path, pageOf(page)]))
  return {
    areas: [
      ...tree.areas.map((area) => ({
        id: area.id,
        title: area.title,
        pages: area.pages.map(pageOf),
      })),
      { id: 'more', title: 'More guides', pages: tree.standalone.map(pageOf) },
    ],
    guide(pathOrSlug) {
      const trimmed = pathOrSlug
        .trim()
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/\.md$/, '')
        .replace(/\/$/, '')
      const sitePath = trimmed.replace(/^\/docs(?=\/)/, '').replace(/^(?!\/)/, '/')
      return guides.get(sitePath) ?? guides.get(`/guides${sitePath}`) ?? null
    },
    reference(library, version) {
      const versions = documents.filter((doc) => doc.library === library)
      return (
        (version
          ? versions.find((doc) => doc.version === version)
          : versions.find((doc) => doc.latest)) ?? null
      )
    },
    libraries: () => [...new Set(documents.map((doc) => doc.library))],
    section(doc, idOrName) {
      const sections = sectionsOf(doc)
      const wanted = idOrName.trim()
      return (
        sections.find((section) => section.id === wanted) ??
        sections.find(
          (section) =>
            section.kind === 'function' && callName(section.section.name) === callName(wanted),
        ) ??
        sections.find((section) => section.title.toLowerCase() === wanted.toLowerCase()) ??
        null
      )
    },
    markdown(sitePath) {
      return fs.readFileSync(path.join(exportDir, markdownTwinPath(sitePath).slice(1)), 'utf8')
    },
  }
}

export const sectionSitePath = (doc: ReferenceDocument, section: DocSection) =>
  sectionPath(doc.path, section.id)
