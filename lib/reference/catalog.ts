import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { documentPath, openApiDocumentPath } from '../address/address'
import { ContentError } from '../validation'
import { cliCategories } from './cli-document'
import { cliSpecSchema } from './cli-spec-schema'
import { clientCategories } from './client-document'
import type { ReferenceDocument } from './document'
import { isLibraryId, referenceLibraries } from './libraries'
import { openApiCategories } from './openapi-document'
import { openApiSpecSchema } from './openapi-schema'
import { readValidated } from './read-yaml'
import { clientSpecSchema, sharedSectionsSchema } from './spec-schema'

const SPEC_FILE = /^(v\d+)\.yaml$/

const versionNumber = (version: string) => Number(version.slice(1))

/** Every reference document under `root` (content/reference), latest version first per library. */
export function readReferenceCatalog(root: string): ReferenceDocument[] {
  const shared = readValidated(path.join(root, 'sections.yaml'), sharedSectionsSchema)
  const sharedIds = new Set(
    shared.flatMap((category) => category.sections.map((section) => section.id)),
  )
  const documents: ReferenceDocument[] = []

  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const library = entry.name
    const folder = path.join(root, library)
    if (!isLibraryId(library)) {
      throw new ContentError(
        path.relative(process.cwd(), folder),
        'is not a known library (lib/reference/libraries.ts)',
      )
    }
    const versions = fs
      .readdirSync(folder)
      .flatMap((file) => SPEC_FILE.exec(file)?.[1] ?? [])
      .sort((a, b) => versionNumber(b) - versionNumber(a))
    const { label, kind, community } = referenceLibraries[library]

    versions.forEach((version, index) => {
      const file = path.join(folder, `${version}.yaml`)
      const display = path.relative(process.cwd(), file)
      const latest = index === 0
      const docPath = documentPath({ library, version: latest ? null : version })
      const common = {
        library,
        libraryLabel: label,
        communityMaintained: community,
        version,
        latest,
        path: docPath,
      }
      if (kind === 'cli') {
        const spec = readValidated(file, cliSpecSchema)
        documents.push({
          ...common,
          kind,
          versionLabel: spec.info.version,
          title: `${siteConfig.name} CLI reference`,
          categories: cliCategories(spec, display, siteConfig.cliName),
          openApiPath: null,
          filters: spec.tags.map(({ id, title }) => ({ id, title })),
        })
        return
      }
      if (kind === 'api' || kind === 'server') {
        const spec = readValidated(file, openApiSpecSchema(kind))
        let categories
        try {
          categories = openApiCategories(spec, kind)
        } catch (error) {
          throw new ContentError(display, (error as Error).message)
        }
        documents.push({
          ...common,
          kind,
          versionLabel: spec.info.version,
          title: spec.info.title,
          categories,
          openApiPath: latest ? openApiDocumentPath(docPath) : null,
          filters: [],
        })
        return
      }
      const spec = readValidated(file, clientSpecSchema)
      if (spec.library !== library || spec.version !== version) {
        throw new ContentError(
          display,
          `library/version: must be "${library}" and "${version}" to match the file's place`,
        )
      }
      const expectedPackage =
        Object.entries(siteConfig.clientPackages).find(([id]) => id === library)?.[1] ?? null
      if (spec.package !== expectedPackage) {
        throw new ContentError(display, `package: must be "${expectedPackage}" (site.config.ts)`)
      }
      documents.push({
        ...common,
        kind,
        versionLabel: version,
        title: spec.title,
        categories: clientCategories(spec, display, sharedIds),
        openApiPath: null,
        filters: [],
      })
    })
  }
  return documents
}
