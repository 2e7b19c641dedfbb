import { installSqlRunTrigger } from './install-sql-run-trigger'

// The entry of `/sql-engine/run-controls.js`, the module script a guide with Run controls loads.
installSqlRunTrigger()
