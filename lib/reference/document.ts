import type { CliCommand, CliFlag } from './cli-spec-schema'
import type { LibraryKind } from './libraries'
import type { ApiOperation } from './openapi-operation'
import type { ConfigurationGroup } from './openapi-schema'
import type { FunctionSection, MarkdownSection } from './spec-schema'

/** One section of a reference document, whatever the spec it came from. */
export type DocSection =
  | { kind: 'markdown'; id: string; title: string; section: MarkdownSection }
  | { kind: 'function'; id: string; title: string; section: FunctionSection; language: string }
  | {
      kind: 'command'
      id: string
      title: string
      command: CliCommand
      subcommands: { id: string; title: string; summary: string }[]
    }
  | { kind: 'flags'; id: string; title: string; description: string; flags: CliFlag[] }
  | { kind: 'configuration'; id: string; title: string; group: ConfigurationGroup }
  | { kind: 'operation'; id: string; title: string; operation: ApiOperation }

export interface DocCategory {
  id: string
  title: string
  description?: string
  sections: DocSection[]
}

/** A library at one version: the unit that becomes one page holding every section. */
export interface ReferenceDocument {
  library: string
  libraryLabel: string
  /**
   * Client libraries share section ids, so the library switcher moves between them alone; `api`
   * and `server` documents come from OpenAPI documents.
   */
  kind: LibraryKind
  /** Maintained by the community rather than the Plinth team. */
  communityMaintained: boolean
  version: string
  /** What the version switcher shows: `v2`, or the CLI's release `1.151.1`. */
  versionLabel: string
  latest: boolean
  title: string
  /** Site path of the document: `/reference/javascript` or `/reference/javascript/v1`. */
  path: string
  categories: DocCategory[]
  /** Site path of the OpenAPI document as JSON, for the latest version of an OpenAPI reference. */
  openApiPath: string | null
  /** Categories a reader can narrow the document to (the CLI's tags); empty for none. */
  filters: { id: string; title: string }[]
}

export const sectionsOf = (doc: ReferenceDocument): DocSection[] =>
  doc.categories.flatMap((category) => category.sections)
