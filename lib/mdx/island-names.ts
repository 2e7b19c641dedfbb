/** The names of the islands (`components/islands/island.tsx`), shared by their holders and the app's table of them. */
export const ISLAND_NAMES = {
  alert: 'alert',
  credentialsHelper: 'credentials-helper',
  dashboardLink: 'dashboard-link',
  extensionsCatalogue: 'extensions-catalogue',
} as const
