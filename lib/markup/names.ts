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
} as const

/** What a copy button says, idle and after copying. */
export const copyText = {
  idle: 'Copy',
  copied: 'Copied',
  copiedStatus: 'Copied to clipboard',
  failed: 'Copy failed',
  failedStatus: 'Could not copy',
} as const
