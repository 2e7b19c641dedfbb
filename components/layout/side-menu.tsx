import type { ComponentProps, ReactNode } from 'react'
import type { NavItem } from '../../lib/content/guide-tree'
import { PageLink } from '../ui/page-link'
import { ExternalLink } from './external-link'
import styles from './side-menu.module.css'

/*
 * The menu pieces the guides' side menu, the reference menu and the navigation dialog share, so
 * their lists look alike and only this file reads the menu's styles.
 */

export function MenuList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>
}

export function MenuHeading({ children }: { children: ReactNode }) {
  return <p className={styles.section}>{children}</p>
}

/** A menu link to a page of the docs, by its site path. */
export function MenuPageLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PageLink path={path} className={styles.link}>
      {children}
    </PageLink>
  )
}

/** A menu link as a plain anchor, for links with their own behaviour or outside the app. */
export function MenuAnchor(props: Omit<ComponentProps<'a'>, 'className'>) {
  return <a {...props} className={styles.link} />
}

/** A menu link that leaves the docs. */
export function MenuExternalLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <ExternalLink href={url} className={styles.link}>
      {children}
    </ExternalLink>
  )
}

function containsPath(items: NavItem[], path: string): boolean {
  return items.some(
    (item) =>
      (item.kind === 'page' && item.path === path) ||
      (item.kind === 'group' && (item.path === path || containsPath(item.items, path))),
  )
}

function MenuLink({
  title,
  path,
  activePath,
}: {
  title: string
  path: string
  activePath: string
}) {
  const active = path === activePath
  return (
    <PageLink path={path} className={styles.link} aria-current={active ? 'page' : undefined}>
      {title}
    </PageLink>
  )
}

function MenuItems({ items, activePath }: { items: NavItem[]; activePath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        if (item.kind === 'section') {
          return (
            <li key={`section-${index}`} className={styles.section}>
              {item.title}
            </li>
          )
        }
        if (item.kind === 'page') {
          return (
            <li key={item.path}>
              <MenuLink title={item.title} path={item.path} activePath={activePath} />
            </li>
          )
        }
        const open = item.path === activePath || containsPath(item.items, activePath)
        // A folder's menu may list its index page itself; then the group needs no Overview link.
        const overviewPath =
          item.path &&
          !item.items.some((child) => child.kind === 'page' && child.path === item.path)
            ? item.path
            : null
        return (
          <li key={`group-${item.title}`}>
            <details className={styles.group} open={open}>
              <summary>{item.title}</summary>
              {overviewPath ? (
                <MenuLink title="Overview" path={overviewPath} activePath={activePath} />
              ) : null}
              <MenuItems items={item.items} activePath={activePath} />
            </details>
          </li>
        )
      })}
    </ul>
  )
}

export interface SideMenuProps {
  title: string
  /** Site path of the area's landing page. */
  path: string
  items: NavItem[]
  activePath: string
}

/** An area's menu: sections, collapsible groups (open when they hold the page), the page marked. */
export function SideMenu({ title, path, items, activePath }: SideMenuProps) {
  return (
    <nav aria-label={`${title} menu`} data-side-menu>
      <PageLink path={path} className={styles.title}>
        {title}
      </PageLink>
      <MenuItems items={items} activePath={activePath} />
    </nav>
  )
}
