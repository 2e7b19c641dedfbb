'use client'

import { useEffect } from 'react'
import { installSqlRunTrigger } from './install-sql-run-trigger'

/** The Run controls of guide SQL blocks, made to work once for the whole site. */
export function SqlRunTrigger() {
  useEffect(installSqlRunTrigger, [])
  return null
}
