/** Storage keys of the reader's choice (DESIGN.md contract), shared with the dashboard. */
export const SELECTION_KEYS = {
  org: 'docs.ui.user.selected.org',
  project: 'docs.ui.user.selected.project',
  branch: 'docs.ui.user.selected.branch',
} as const
