/**
 * The element of a reference document's page that holds its sections. React renders it empty;
 * after the build the sections are spliced into it (`lib/export/splice-reference-sections.ts`),
 * or the page fetches them (`features/reference/reference-sections.tsx`).
 */
export const sectionsContainer = {
  id: 'reference-body',
  /** Names the document's sections fragment, with the base path. */
  srcAttribute: 'data-sections-src',
} as const
