import type { FlightRow } from './flight-rows'
import { elementProps, isRecord, type Json, rowModel, rowWith } from './inline-payload'

/** The name Next.js gives the Suspense boundary that renders a page's metadata. */
const METADATA_BOUNDARY = 'Next.Metadata'

/** The id of the row `value` holds the metadata in, as `"$L<id>"` under the boundary, or null. */
function metadataRowId(value: Json | undefined): string | null {
  if (Array.isArray(value)) {
    const props = elementProps(value)
    if (props?.name === METADATA_BOUNDARY && typeof props.children === 'string') {
      return /^\$L([0-9a-f]+)$/.exec(props.children)?.[1] ?? null
    }
    for (const item of value) {
      const id = metadataRowId(item)
      if (id !== null) return id
    }
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) {
      const id = metadataRowId(item)
      if (id !== null) return id
    }
  }
  return null
}

/**
 * `rows` with the page's metadata (title, description, canonical link, Open Graph tags) as
 * `null`: React hoisted those tags into the head of the HTML, where they stay, and no client
 * navigation ever changes them, so the payload need not carry them again. Returns `rows` as they
 * are when no metadata boundary names a row.
 */
export function withoutMetadata(rows: readonly FlightRow[]): readonly FlightRow[] {
  const boundaryRow = rows.find((row) => row.text.includes(`"${METADATA_BOUNDARY}"`))
  const id = boundaryRow ? metadataRowId(rowModel(boundaryRow)) : null
  if (id === null) return rows
  return rows.map((row) => (row.id === id ? rowWith(row, null) : row))
}
