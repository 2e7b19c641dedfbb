/** The names of the islands (`components/islands/island.tsx`), shared by their holders and the app's table of them. */
export const ISLAND_NAMES = {
  credentialsHelper: 'credentials-helper',
  extensionsCatalogue: 'extensions-catalogue',
} as const
