import type { ComponentProps, ReactNode } from 'react'
import { menuFragmentPath } from '../../lib/address/address'
import { PageLink } from '../ui/page-link'
import { ExternalLink } from './external-link'
import { MenuSlot } from './menu-slot'
import './menu.css'

/*
 * The menu pieces React renders (the navigation dialog's product list), with the classes of the
 * static menus (`menu-html.ts`), so that every list looks alike.
 */

export function MenuList({ children }: { children: ReactNode }) {
  return <ul className="menu-list">{children}</ul>
}

export function MenuHeading({ children }: { children: ReactNode }) {
  return <p className="menu-section">{children}</p>
}

/** A menu link to a page of the docs, by its site path. */
export function MenuPageLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PageLink path={path} className="menu-link">
      {children}
    </PageLink>
  )
}

/** A menu link as a plain anchor, for links with their own behaviour or outside the app. */
export function MenuAnchor(props: Omit<ComponentProps<'a'>, 'className'>) {
  return <a {...props} className="menu-link" />
}

/** A menu link that leaves the docs. */
export function MenuExternalLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <ExternalLink href={url} className="menu-link">
      {children}
    </ExternalLink>
  )
}

/**
 * A guide area's menu (sections, collapsible groups, the page marked and its groups open): static
 * HTML built once per area (`guideMenuHtml`) and spliced into each of its pages.
 */
export function SideMenu({ title, path }: { title: string; path: string }) {
  return (
    <MenuSlot
      as="nav"
      src={menuFragmentPath(path)}
      aria-label={`${title} menu`}
      data-side-menu=""
    />
  )
}
