/**
 * The markup guides (rendered by React) and reference sections (built as static HTML) share, so
 * one stylesheet styles both and one copy behaviour serves both. Change a name here and both
 * renderers follow.
 */

/** A heading with a link to itself. */
export const headingMarkup = {
  className: 'heading',
  anchorClass: 'heading-anchor',
  anchorLabel: 'Link to this section',
  anchorText: '#',
} as const

/** A code block: optional file name, the code, a copy button. */
export const codeBlockMarkup = {
  figureClass: 'code-block',
  titleClass: 'code-title',
  bodyClass: 'code-body',
  /** Marks the block, so a copy button finds the code it belongs to. */
  blockAttribute: 'data-code-block',
} as const

/** A copy button, idle and after copying. */
export const copyButtonMarkup = {
  className: 'copy-button',
  /** Marks the static reference buttons that one delegated listener makes work. */
  delegatedAttribute: 'data-copy-code',
  label: 'Copy code',
  text: 'Copy',
  copiedText: 'Copied',
  copiedStatus: 'Copied to clipboard',
} as const

/** Tabs of static reference HTML (request examples): one delegated listener switches them. */
export const codeTabsMarkup = {
  className: 'code-tabs',
  listClass: 'code-tab-list',
  /** Marks a tab set; its value names the group whose sets switch together (`request`). */
  groupAttribute: 'data-code-tabs',
  /** On each tab and its panel: the label they share. */
  tabAttribute: 'data-tab',
} as const
