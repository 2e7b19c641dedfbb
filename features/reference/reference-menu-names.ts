/** Marks a reference document's menu, for the script that follows the reader's section. */
export const REFERENCE_MENU = 'data-reference-menu'

/** On each link of a reference document's menu: the id of the section it opens. */
export const REFERENCE_MENU_SECTION = 'data-section'
