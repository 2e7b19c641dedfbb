import { StaticHolder } from '../../components/islands/static-holder'
import styles from './search-button.module.css'
import { SearchLauncher } from './search-launcher'

/**
 * The header's search button as its island hydrates it: its face stays the server's HTML. Its
 * class names come from the button's own stylesheet, not from props in every page's HTML.
 */
export function SearchButtonIsland() {
  return (
    <SearchLauncher className={styles.button}>
      <StaticHolder className={styles.face} />
    </SearchLauncher>
  )
}
