import path from 'node:path'
import type { ExtensionEntry, ExtensionsCatalogueModel } from './extension-entry'
import { extensionsCatalogueSchema, type ExtensionData } from './extensions-schema'
import { guideFileExists } from './guide-file'
import { readCatalogue } from './read-catalogue'

export const EXTENSIONS_FILE = 'content/catalogues/extensions.json'

/** Links to our guide page when its file exists at build time, else to the project. */
export function toEntry(
  extension: ExtensionData,
  pageExists: (sitePath: string) => boolean,
): ExtensionEntry {
  const isGuideLink = extension.link.startsWith('/')
  const hasGuide = isGuideLink && pageExists(extension.link)
  return {
    name: extension.name,
    comment: extension.comment,
    tags: extension.tags,
    link: hasGuide || !isGuideLink ? extension.link : (extension.upstream ?? extension.link),
    hasGuide,
    product: extension.product?.name ?? null,
  }
}

/** The validated catalogue, each entry linked to what exists in `root` (the repository). */
export function readExtensionsCatalogue(root: string = process.cwd()): ExtensionsCatalogueModel {
  const data = readCatalogue(path.join(root, EXTENSIONS_FILE), extensionsCatalogueSchema, {
    listKey: 'extensions',
    nameKey: 'name',
  })
  const guidesRoot = path.join(root, 'content/guides')
  return {
    tags: data.tags,
    extensions: data.extensions.map((extension) =>
      toEntry(extension, (sitePath) => guideFileExists(guidesRoot, sitePath)),
    ),
  }
}
