'use client'

import { useEffect, useRef, type MouseEvent } from 'react'
import { activeSectionStore } from './active-section-store'
import { replaceSectionUrl, sectionUrl } from './section-url'
import { useActiveSection } from './use-active-section'

export interface MenuCategory {
  id: string
  title: string
  sections: { id: string; title: string }[]
}

/** Every section of the document by category; the section in view is marked and kept in view. */
export function ReferenceMenu({
  docHref,
  label,
  categories,
}: {
  docHref: string
  label: string
  categories: MenuCategory[]
}) {
  const active = useActiveSection()
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
    replaceSectionUrl(docHref, id)
  }

  return (
    <nav ref={menu} aria-label={`${label} reference`} className="side-menu" data-side-menu>
      {categories.map((category) => (
        <div key={category.id}>
          <p className="menu-section">{category.title}</p>
          <ul className="menu-list">
            {category.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={sectionUrl(docHref, section.id)}
                  className="menu-link"
                  aria-current={section.id === active ? 'location' : undefined}
                  onClick={(event) => go(event, section.id)}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
