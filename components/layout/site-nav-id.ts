/** The id of the page's navigation dialog, opened by the header's menu button. */
export const SITE_NAV_ID = 'site-nav'

/** The id of the docked navigation column of guide and reference pages, on wide screens. */
export const SITE_NAV_COLUMN_ID = 'site-nav-column'

/** The attribute of the element inside the dialog that holds the column's menus while it is open. */
export const SITE_NAV_COLUMN_SLOT = 'data-site-nav-column'
