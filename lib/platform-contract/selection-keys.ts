/** localStorage keys of the reader's organization, project and branch choice, shared by every page. */
export const SELECTION_KEYS = {
  org: 'docs.ui.user.selected.org',
  project: 'docs.ui.user.selected.project',
  branch: 'docs.ui.user.selected.branch',
} as const
