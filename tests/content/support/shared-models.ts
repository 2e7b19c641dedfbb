import type { PGlite } from '@electric-sql/pglite'

/**
 * The tables every guide shares (the tutorials' `profiles`, the project-setup guide's `products`):
 * a page that creates one has every column of this shape with its type, never a variant. A page
 * may add a column to show something (a secret column for column privileges). Column name → type
 * as `information_schema.columns` reports it.
 */
export const SHARED_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  profiles: {
    id: 'uuid',
    updated_at: 'timestamp with time zone',
    username: 'text',
    full_name: 'text',
    avatar_url: 'text',
    website: 'text',
  },
  products: { id: 'uuid', name: 'text', price: 'real', image: 'text' },
}

/** How the shared tables a page created differ from the shared model; empty when they match. */
export async function sharedModelDifferences(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' and table_name = any($1)`,
    [Object.keys(SHARED_TABLES)],
  )
  return Object.entries(SHARED_TABLES).flatMap(([table, expected]) => {
    const columns = new Map(
      rows.filter((row) => row.table_name === table).map((row) => [row.column_name, row.data_type]),
    )
    if (columns.size === 0) return []
    return Object.entries(expected)
      .filter(([name, type]) => columns.get(name) !== type)
      .map(
        ([name, type]) =>
          `public.${table}.${name} is ${columns.get(name) ?? 'missing'}; the shared model has ${type}`,
      )
  })
}
