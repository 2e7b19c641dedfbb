import type { Crumb } from '../../lib/content/guide-tree'
import { PageLink } from '../ui/page-link'
import styles from './breadcrumbs.module.css'

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.title}>
            {crumb.path ? (
              <PageLink path={crumb.path}>{crumb.title}</PageLink>
            ) : (
              <span>{crumb.title}</span>
            )}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
