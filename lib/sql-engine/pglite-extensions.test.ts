import { describe, expect, it } from 'vitest'
import { extensionsCreatedBy } from './pglite-extensions'

describe('extensionsCreatedBy', () => {
  it("names the PGlite extensions a page's blocks create, in the table's order", () => {
    expect(
      extensionsCreatedBy([
        'create extension if not exists pgtap with schema extensions;',
        'select 1;',
        'CREATE EXTENSION "uuid-ossp" WITH SCHEMA extensions;\ncreate extension Vector;',
      ]),
    ).toEqual(['vector', 'pgtap', 'uuid-ossp'])
  })

  it('leaves out extensions PGlite does not ship, and mentions that create none', () => {
    expect(
      extensionsCreatedBy([
        'create extension if not exists postgis with schema extensions;',
        "select * from pg_extension where extname = 'pgtap';",
        'drop extension pg_hashids;',
      ]),
    ).toEqual([])
  })

  it('reads a quoted name as written', () => {
    expect(extensionsCreatedBy(['create extension "PGTAP";'])).toEqual([])
  })
})
