import { ContentError } from '../validation'
import type { DocCategory } from './document'
import type { ClientSpec } from './spec-schema'

/**
 * Checks a client library spec against the shared section tree and turns it into categories.
 * Every id must come from the tree (so the same operation has the same id in every library),
 * ids are unique, and the document starts with `start` or `introduction`.
 */
export function clientCategories(
  spec: ClientSpec,
  file: string,
  sharedIds: ReadonlySet<string>,
): DocCategory[] {
  const seen = new Set<string>()
  spec.categories.forEach((category, categoryIndex) => {
    category.sections.forEach((section, sectionIndex) => {
      const field = `categories.${categoryIndex}.sections.${sectionIndex}.id`
      if (!sharedIds.has(section.id)) {
        throw new ContentError(
          file,
          `${field}: "${section.id}" is not in content/reference/sections.yaml`,
        )
      }
      if (seen.has(section.id))
        throw new ContentError(file, `${field}: "${section.id}" is used twice`)
      seen.add(section.id)
    })
  })
  const first = spec.categories[0]?.sections[0]?.id
  if (first !== 'start' && first !== 'introduction') {
    throw new ContentError(
      file,
      'categories.0.sections.0.id: the first section must be "start" or "introduction"',
    )
  }
  return spec.categories.map((category) => ({
    id: category.id,
    title: category.title,
    description: category.description,
    sections: category.sections.map((section) =>
      section.kind === 'markdown'
        ? { kind: 'markdown', id: section.id, title: section.title, section }
        : {
            kind: 'function',
            id: section.id,
            title: section.title,
            section,
            language: spec.language,
          },
    ),
  }))
}
