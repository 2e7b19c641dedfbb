import type { SqlSetup } from '../../lib/content/sql-setup'
import { sqlRunAttributes } from '../../lib/markup/names'

/**
 * What the page's SQL builds on, for the runner to run first: JSON in a data block, which the
 * browser does not run. `<` is escaped so that no SQL text can close the element.
 */
export function SqlSetupData({ setup }: { setup: SqlSetup }) {
  const json = JSON.stringify(setup).replace(/</g, '\\u003c')
  return (
    <script
      type="application/json"
      {...{ [sqlRunAttributes.setup]: '' }}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
