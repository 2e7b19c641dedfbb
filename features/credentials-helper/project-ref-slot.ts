/**
 * Stands for the project ref in a dashboard URL built on the server (`<DashboardLink>`), which the
 * browser fills with the saved project's ref. URL-safe, so it survives being built into a URL.
 */
export const PROJECT_REF_SLOT = 'PROJECT_REF'

/** On a dashboard link: its URL for the saved project, with `PROJECT_REF_SLOT` for the ref. */
export const PROJECT_HREF_ATTRIBUTE = 'data-project-href'
