/** The id of the page's navigation dialog, opened by the header's menu button. */
export const SITE_NAV_ID = 'site-nav'
