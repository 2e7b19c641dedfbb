import { StaticHolder } from '../../components/islands/static-holder'
import { SearchLauncher } from './search-launcher'

/** The header's search button as its island hydrates it: its face stays the server's HTML. */
export function SearchButtonIsland({
  className,
  faceClassName,
}: {
  className: string
  faceClassName: string
}) {
  return (
    <SearchLauncher className={className}>
      <StaticHolder className={faceClassName} />
    </SearchLauncher>
  )
}
