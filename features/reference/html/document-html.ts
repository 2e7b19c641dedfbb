import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import type { ReferenceDocument } from '../../../lib/reference/document'
import { sectionHtml } from './section-html'

/**
 * Every category and section of a document as one static HTML string. It never passes through
 * React, so the browser receives each section's markup once.
 */
export async function documentSectionsHtml(doc: ReferenceDocument): Promise<string> {
  const categories = await Promise.all(
    doc.categories.map(async (category) =>
      h('div.reference-category', { id: `category-${category.id}`, dataCategory: category.id }, [
        h('p.reference-category-title', category.title),
        ...(await Promise.all(
          category.sections.map(async (section) =>
            h('section.reference-section', { ariaLabelledby: section.id }, [
              { type: 'raw', value: await sectionHtml(section, doc, 'h2') },
            ]),
          ),
        )),
      ]),
    ),
  )
  return toHtml({ type: 'root', children: categories }, { allowDangerousHtml: true })
}
