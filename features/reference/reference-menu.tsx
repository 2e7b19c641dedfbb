'use client'

import { useEffect, useRef, type MouseEvent } from 'react'
import { MenuAnchor, MenuHeading, MenuList } from '../../components/layout/side-menu'
import { sectionPath, withBasePath } from '../../lib/address/address'
import { activeSectionStore } from './active-section-store'
import { categoryShown } from './category-filter-store'
import { replaceSectionUrl } from './section-url'
import { useActiveSection } from './use-active-section'
import { useCategoryFilter } from './use-category-filter'

export interface MenuCategory {
  id: string
  title: string
  sections: { id: string; title: string }[]
}

/** Every section of the document by category; the section in view is marked and kept in view. */
export function ReferenceMenu({
  docPath,
  label,
  categories,
  filterIds,
}: {
  docPath: string
  label: string
  categories: MenuCategory[]
  /** Categories the category filter can narrow to. */
  filterIds: string[]
}) {
  const active = useActiveSection()
  const filter = useCategoryFilter()
  const menu = useRef<HTMLElement>(null)

  useEffect(() => {
    menu.current?.querySelector('[aria-current="location"]')?.scrollIntoView({ block: 'nearest' })
  }, [active])

  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id)
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    target.scrollIntoView()
    activeSectionStore.set(id)
    replaceSectionUrl(docPath, id)
  }

  return (
    <nav ref={menu} aria-label={`${label} reference`} data-side-menu>
      {categories
        .filter((category) => categoryShown(category.id, filter, filterIds))
        .map((category) => (
          <div key={category.id}>
            <MenuHeading>{category.title}</MenuHeading>
            <MenuList>
              {category.sections.map((section) => (
                <li key={section.id}>
                  <MenuAnchor
                    href={withBasePath(sectionPath(docPath, section.id))}
                    aria-current={section.id === active ? 'location' : undefined}
                    onClick={(event) => go(event, section.id)}
                  >
                    {section.title}
                  </MenuAnchor>
                </li>
              ))}
            </MenuList>
          </div>
        ))}
    </nav>
  )
}
