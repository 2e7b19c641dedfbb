/**
 * The names of a reference document's islands (`components/islands/island.tsx`), shared by their
 * holders (`ReferenceDocumentPage`) and the app's table of islands (`island-components.ts`).
 */
export const REFERENCE_ISLAND_NAMES = {
  switcher: 'reference-switcher',
  categoryFilter: 'category-filter',
  documentFollower: 'reference-document-follower',
} as const
