import { h } from 'hastscript'
import { menuHeading, menuHtml, menuLink, menuList } from '../../../components/layout/menu-html'
import { sectionPath, withBasePath } from '../../../lib/address/address'
import type { ReferenceDocument } from '../../../lib/reference/document'
import { REFERENCE_MENU_SECTION } from '../reference-menu-names'

/**
 * A document's menu: every section by category. The category filter hides a category's list with
 * its sections (`data-category`); `ReferenceMenuFollower` marks the section in view
 * (`REFERENCE_MENU_SECTION` names each link's section).
 */
export function referenceMenuHtml(doc: ReferenceDocument): string {
  return menuHtml(
    doc.categories.map((category) =>
      h('div', { dataCategory: category.id }, [
        menuHeading(category.title),
        menuList(
          category.sections.map((section) =>
            h(
              'li',
              menuLink(withBasePath(sectionPath(doc.path, section.id)), section.title, {
                [REFERENCE_MENU_SECTION]: section.id,
              }),
            ),
          ),
        ),
      ]),
    ),
  )
}
