import { ISLAND_NAMES } from '../../lib/mdx/island-names'
import { Island, IslandChildren } from '../islands/island'
import { Alert, type AlertProps } from './alert'

/** `<Alert>` in MDX: an island, as its close button must work inside the page's static HTML. */
export function AlertIsland({ children, ...props }: AlertProps) {
  return (
    <Island name={ISLAND_NAMES.alert} props={props}>
      <Alert {...props}>
        <IslandChildren>{children}</IslandChildren>
      </Alert>
    </Island>
  )
}
