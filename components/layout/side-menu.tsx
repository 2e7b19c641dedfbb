import Link from 'next/link'
import type { NavItem } from '../../lib/content/guide-tree'
import styles from './side-menu.module.css'

function containsHref(items: NavItem[], href: string): boolean {
  return items.some(
    (item) =>
      (item.kind === 'page' && item.href === href) ||
      (item.kind === 'group' && (item.href === href || containsHref(item.items, href))),
  )
}

function MenuLink({
  title,
  href,
  activeHref,
}: {
  title: string
  href: string
  activeHref: string
}) {
  const active = href === activeHref
  return (
    <Link
      href={href}
      prefetch={false}
      className={styles.link}
      aria-current={active ? 'page' : undefined}
    >
      {title}
    </Link>
  )
}

function MenuItems({ items, activeHref }: { items: NavItem[]; activeHref: string }) {
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
            <li key={item.href}>
              <MenuLink title={item.title} href={item.href} activeHref={activeHref} />
            </li>
          )
        }
        const open = item.href === activeHref || containsHref(item.items, activeHref)
        // A folder's menu may list its index page itself; then the group needs no Overview link.
        const overviewHref =
          item.href &&
          !item.items.some((child) => child.kind === 'page' && child.href === item.href)
            ? item.href
            : null
        return (
          <li key={`group-${item.title}`}>
            <details className={styles.group} open={open}>
              <summary>{item.title}</summary>
              {overviewHref ? (
                <MenuLink title="Overview" href={overviewHref} activeHref={activeHref} />
              ) : null}
              <MenuItems items={item.items} activeHref={activeHref} />
            </details>
          </li>
        )
      })}
    </ul>
  )
}

export interface SideMenuProps {
  title: string
  href: string
  items: NavItem[]
  activeHref: string
}

/** An area's menu: sections, collapsible groups (open when they hold the page), the page marked. */
export function SideMenu({ title, href, items, activeHref }: SideMenuProps) {
  return (
    <nav aria-label={`${title} menu`} data-side-menu>
      <Link href={href} prefetch={false} className={styles.title}>
        {title}
      </Link>
      <MenuItems items={items} activeHref={activeHref} />
    </nav>
  )
}
