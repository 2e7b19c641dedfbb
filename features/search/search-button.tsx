import { Island } from '../../components/islands/island'
import { CHROME_ISLAND_NAMES } from '../../components/layout/chrome-island-names'
import { staticHtml } from '../../lib/export/static-html'
import styles from './search-button.module.css'
import { SearchLauncher } from './search-launcher'

/**
 * The header's search button: its face, static HTML (in neither the launcher's code nor the
 * payload), in a launcher that opens the search dialog; an island (`SearchButtonIsland`).
 */
export function SearchButton() {
  return (
    <Island name={CHROME_ISLAND_NAMES.search} props={{}}>
      <SearchLauncher className={styles.button}>
        <span className={styles.face} {...staticHtml}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className={styles.icon}>
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.label}>Search</span>
          <kbd className={styles.shortcut} aria-hidden="true">
            Ctrl K
          </kbd>
        </span>
      </SearchLauncher>
    </Island>
  )
}
