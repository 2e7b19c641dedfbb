import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedModelDifferences } from './shared-models'

let db: PGlite

// Starting Postgres in WebAssembly takes seconds on a busy machine: not part of any one test.
beforeAll(async () => {
  db = await PGlite.create()
}, 60_000)

// Starting Postgres in WebAssembly takes seconds on a busy machine; the tests themselves do not.
beforeAll(() => db.waitReady, 60_000)
afterAll(() => db.close())

describe('sharedModelDifferences', () => {
  it('accepts the shared products table, with a column added to show something', async () => {
    await db.exec(`create table public.products (
      id uuid primary key, name text not null, price real not null, image text, category text)`)
    expect(await sharedModelDifferences(db)).toEqual([])
    await db.exec('drop table public.products')
  })

  it('names each column of a variant that differs from the shared model', async () => {
    await db.exec(`create table public.profiles (
      id uuid primary key, updated_at timestamptz, username text, display_name text,
      avatar_path text, website text)`)
    expect(await sharedModelDifferences(db)).toEqual([
      'public.profiles.full_name is missing; the shared model has text',
      'public.profiles.avatar_url is missing; the shared model has text',
    ])
  })
})
