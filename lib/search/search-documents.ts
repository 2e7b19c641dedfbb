import { crawlerPath, exportHtmlFile, sectionPath } from '../address/address'
import type { GuideTree } from '../content/guide-tree'
import { sectionsOf, type ReferenceDocument } from '../reference/document'
import { isLibraryId, referenceLibraries } from '../reference/libraries'

/** What a search result is, for grouping: a guide page, a client library section or a CLI command. */
export type SearchKind = 'guide' | 'reference' | 'cli'

/** One exported page the search index holds, and what a result for it says. */
export interface SearchDocument {
  /** The HTML file below out/: `guides/auth/passwords.html`. */
  file: string
  /** Site path a result opens (Pagefind's `url`): the section's path for a crawler page. */
  path: string
  kind: SearchKind
  /** Where the page sits, shown with the result: the guide's area (`Auth`) or the library (`JavaScript`). */
  label: string
  /**
   * The function a reference section documents (`maybeSingle()`), or an operation's method and path
   * (`GET /v1/projects`), for exact-name ranking.
   */
  name?: string
  /**
   * A guide's side-menu label when it differs from its title (`Magic links and email codes` for
   * `Passwordless email sign-in`): another name readers know the page by.
   */
  menuTitle?: string
  library?: string
  version?: string
  latest: boolean
  /**
   * A section of the primary client library (the first in `libraries.ts`, JavaScript). The API and
   * server sections are not: a guide or the CLI leads a topic query, while an operation's exact
   * title, method and path (`name`) still bring it first.
   */
  primary?: boolean
}

/** The client library whose sections lead when several libraries match a query equally. */
const PRIMARY_LIBRARY = Object.keys(referenceLibraries)[0]

/**
 * The metadata a result carries (Pagefind adds `title` from the page's h1). The dialog reads
 * these names: `kind`, `label`, `latest` (`true`/`false`), `version`, `name`, `menuTitle`.
 */
export function searchMeta(document: SearchDocument): Record<string, string> {
  return {
    kind: document.kind,
    label: document.label,
    latest: String(document.latest),
    ...(document.version ? { version: document.version } : {}),
    ...(document.name ? { name: document.name } : {}),
    ...(document.menuTitle ? { menuTitle: document.menuTitle } : {}),
    ...(document.kind === 'reference' ? { primary: String(document.primary === true) } : {}),
  }
}

/** The filters a search may narrow to: `kind`, `latest` and, for references, `library`. */
export function searchFilters(document: SearchDocument): Record<string, string> {
  return {
    kind: document.kind,
    latest: String(document.latest),
    ...(document.library ? { library: document.library } : {}),
  }
}

/**
 * Every page the search covers: each guide page, and each reference section through its crawler
 * page (one section per page) with the section URL as the result. The full reference documents
 * are left out: they hold every section again.
 */
export function searchDocuments(
  tree: GuideTree,
  references: ReferenceDocument[],
): SearchDocument[] {
  const guides = tree.pages.map((page): SearchDocument => {
    const area = tree.areas.find((candidate) => candidate.id === page.area)
    const { title, sidebarTitle } = page.frontmatter
    return {
      file: exportHtmlFile(page.path),
      path: page.path,
      kind: 'guide',
      label: area?.title ?? 'Guides',
      ...(sidebarTitle && sidebarTitle !== title ? { menuTitle: sidebarTitle } : {}),
      latest: true,
    }
  })
  const sections = references.flatMap((doc) => {
    const cli = isLibraryId(doc.library) && referenceLibraries[doc.library].kind === 'cli'
    return sectionsOf(doc).map((section): SearchDocument => ({
      file: exportHtmlFile(crawlerPath(doc.path, section.id)),
      path: sectionPath(doc.path, section.id),
      kind: cli ? 'cli' : 'reference',
      label: doc.libraryLabel,
      ...(section.kind === 'function' ? { name: section.section.name } : {}),
      ...(section.kind === 'operation'
        ? { name: `${section.operation.method} ${section.operation.path}` }
        : {}),
      library: doc.library,
      version: doc.versionLabel,
      latest: doc.latest,
      primary: doc.library === PRIMARY_LIBRARY,
    }))
  })
  return [...guides, ...sections]
}
