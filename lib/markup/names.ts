/**
 * The attributes the browser behaviour (`markup-behaviour.ts`) looks for in the markup the
 * builders of this folder write. Kept apart from the builders so browser code imports no builder.
 */
export const markupAttributes = {
  /** On a copy button: its value is the text to copy, or empty to copy its code block's code. */
  copy: 'data-copy',
  /** On a copy button: a URL whose text it copies, fetched on click (a section's Markdown). */
  copyFrom: 'data-copy-from',
  /** On a code block's figure. */
  codeBlock: 'data-code-block',
  /** On a tab set: names the group whose sets switch together and share a remembered choice. */
  tabs: 'data-tabs',
  /** On a tab set whose choice lives in the address: the query parameter that holds it. */
  tabsParam: 'data-tabs-param',
  /** On each tab and its panel: the key they share. */
  tab: 'data-tab',
  /** On the root element while Escape hides the type shown on a code identifier. */
  typesHidden: 'data-types-hidden',
  /** On an alert's close button: the alert's id, under which its closing is remembered. */
  alertClose: 'data-alert-close',
} as const

/** What a copy button says, idle and after copying. */
export const copyText = {
  idle: 'Copy',
  copied: 'Copied',
  copiedStatus: 'Copied to clipboard',
  failed: 'Copy failed',
  failedStatus: 'Could not copy',
} as const

/** On a runnable SQL block's figure: the block's 1-based index among the page's SQL blocks. */
export const SQL_BLOCK_ATTRIBUTE = 'data-sql-block'
/** On each of a block's buttons: what it does. */
export const SQL_ACTION_ATTRIBUTE = 'data-sql-action'
/** On a block's live region that says what happened, in a sentence. */
export const SQL_STATUS_ATTRIBUTE = 'data-sql-status'

/**
 * The attributes of a runnable SQL block's controls, which the SQL runner
 * (`features/sql-runner/`) looks for. A block is runnable when the content tests run it. The
 * first three are also constants of their own: the Run controls' trigger, loaded by every page
 * with SQL to run, imports those alone.
 */
export const sqlRunAttributes = {
  block: SQL_BLOCK_ATTRIBUTE,
  action: SQL_ACTION_ATTRIBUTE,
  /** On the select of the role the block runs as. */
  role: 'data-sql-role',
  /** On the field of the user id an `authenticated` run uses. */
  user: 'data-sql-user',
  status: SQL_STATUS_ATTRIBUTE,
  /** On the area that shows a run's rows, command tags or error. */
  results: 'data-sql-results',
  /** On the JSON of what the page's SQL builds on (`SqlSetup`), when its frontmatter names it. */
  setup: 'data-sql-setup',
} as const

export type SqlRunAction = 'run' | 'edit' | 'reset-block' | 'reset-database'

/** The roles a block may run as: the page's own (as the tests run it), or an API role. */
export const sqlRunRoles = [
  { value: 'page', label: 'superuser' },
  { value: 'anon', label: 'anon' },
  { value: 'authenticated', label: 'authenticated' },
] as const

/** The user id an `authenticated` run starts with: the one the guides' examples use most. */
export const DEFAULT_SQL_USER_ID = '11111111-1111-4111-8111-111111111111'
