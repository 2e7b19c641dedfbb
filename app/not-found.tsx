import Link from 'next/link'
import { areaLinks } from '../components/layout/nav-links'
import { SiteNav } from '../components/layout/site-nav'
import styles from './landing.module.css'

export default function NotFound() {
  return (
    <div className={styles.page}>
      <SiteNav />
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at this address. It may have moved, or the link may be mistyped. Pick up
        from one of these:
      </p>
      <ul className={styles.quickLinks}>
        <li>
          <Link href="/" prefetch={false}>
            Documentation home
          </Link>
        </li>
        {areaLinks().map((area) => (
          <li key={area.href}>
            <Link href={area.href} prefetch={false}>
              {area.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
