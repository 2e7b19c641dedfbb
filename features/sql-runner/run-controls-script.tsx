import { SQL_RUN_CONTROLS_PATH, withBasePath } from '../../lib/address/address'

/**
 * The module script that makes a guide's Run controls work, for the pages that have them only:
 * bundled apart from Next.js's chunks (`lib/export/sql-engine.ts`), so no other page loads it.
 */
export function RunControlsScript() {
  return <script type="module" async src={withBasePath(SQL_RUN_CONTROLS_PATH)} />
}
