import { PGlite, protocol } from '@electric-sql/pglite'
import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { type EngineBackend, PageEngine } from './page-engine'
import { extensionsFromPackage } from './pglite-package'
import { MAX_ROWS } from './protocol'

const schema = fs.readFileSync('content/facts/platform-schema.sql', 'utf8')
const backend: EngineBackend = {
  create: (extensions) => PGlite.create({ extensions: extensionsFromPackage(extensions) }),
  serializeQuery: (sql) => protocol.serialize.query(sql),
}
const engine = new PageEngine(schema, () => Promise.resolve(backend))
const page = { role: 'page' } as const
const USER = '11111111-1111-4111-8111-111111111111'

afterAll(() => engine.reset())

describe('PageEngine', () => {
  it('runs a block on the platform schema as the page author, statement by statement', async () => {
    const stages: string[] = []
    const outcome = await engine.run(
      `create table public.notes (id bigint primary key, body text, owner uuid default auth.uid());
       insert into public.notes (id, body) values (1, 'first'), (2, null);
       select id, body, current_user as who from public.notes order by id;`,
      page,
      (stage) => stages.push(stage),
    )
    expect(stages).toEqual(['loading', 'starting'])
    expect(outcome.error).toBeNull()
    expect(outcome.statements.map((statement) => statement.command)).toEqual([
      'CREATE TABLE',
      'INSERT 0 2',
      'SELECT 2',
    ])
    const [create, , select] = outcome.statements
    expect(create?.columns).toBeNull()
    expect(select?.columns).toEqual([
      { name: 'id', type: 'bigint' },
      { name: 'body', type: 'text' },
      { name: 'who', type: 'name' },
    ])
    expect(select?.rows).toEqual([
      ['1', 'first', 'page_author'],
      ['2', null, 'page_author'],
    ])
  }, 60_000)

  it('runs a block as anon or as a signed-in user, then restores the session', async () => {
    await engine.run(
      `alter table public.notes enable row level security;
       create policy "owners update" on public.notes for update using (auth.uid() = owner);
       create policy "anyone reads" on public.notes for select using (true);
       insert into public.notes (id, body, owner) values (3, 'mine', '${USER}');`,
      page,
    )
    const update = `update public.notes set body = 'changed' where id = 3`
    const asAnon = await engine.run(update, { role: 'anon' })
    expect(asAnon.statements.map((statement) => statement.command)).toEqual(['UPDATE 0'])
    const asUser = await engine.run(update, { role: 'authenticated', userId: USER })
    expect(asUser.statements.map((statement) => statement.command)).toEqual(['UPDATE 1'])
    const who = await engine.run(
      `select current_user as role, auth.uid() as uid, auth.jwt() ->> 'role' as claim`,
      { role: 'authenticated', userId: USER },
    )
    expect(who.statements[0]?.rows).toEqual([['authenticated', USER, 'authenticated']])
    const after = await engine.run(`select current_user as role, auth.uid() as uid`, page)
    expect(after.statements[0]?.rows).toEqual([['page_author', null]])
  }, 60_000)

  it("gives Postgres' error with its position in the block, and keeps earlier work", async () => {
    const outcome = await engine.run('select 1;\nselec * from public.notes;', page)
    expect(outcome.error).toMatchObject({
      severity: 'ERROR',
      code: '42601',
      message: 'syntax error at or near "selec"',
      position: 11,
    })
    expect(outcome.rolledBack).toBe(false)
    const still = await engine.run('select count(*) from public.notes', page)
    expect(still.statements[0]?.rows).toEqual([['3']])
  }, 60_000)

  it('rolls back a transaction a failed block left open, and reports notices', async () => {
    const failed = await engine.run(
      `begin; insert into public.notes (id) values (4); select 1 / 0;`,
      page,
    )
    expect(failed.error?.message).toBe('division by zero')
    expect(failed.rolledBack).toBe(true)
    const next = await engine.run(
      `do $$ begin raise notice 'rows: %', (select count(*) from public.notes); end $$;`,
      page,
    )
    expect(next.error).toBeNull()
    expect(next.notices).toEqual(['NOTICE: rows: 3'])
  }, 60_000)

  it("reports a block's warnings, but not PGlite's traces of its own sources", async () => {
    const outcome = await engine.run(
      `do $$ begin
         raise warning 'check the plan';
         raise warning '# 1743: aborting transaction 741';
       end $$;`,
      page,
    )
    expect(outcome.notices).toEqual(['WARNING: check the plan'])
  }, 60_000)

  it('counts every row of a long answer but sends the first ones', async () => {
    const outcome = await engine.run(`select g from generate_series(1, ${MAX_ROWS + 5}) g`, page)
    expect(outcome.statements[0]?.rowCount).toBe(MAX_ROWS + 5)
    expect(outcome.statements[0]?.rows).toHaveLength(MAX_ROWS)
  }, 60_000)

  it('refuses a user id that is not a UUID', async () => {
    await expect(engine.run('select 1', { role: 'authenticated', userId: 'ada' })).rejects.toThrow(
      /must be a UUID/,
    )
  })

  it('starts over on a fresh database after a reset', async () => {
    await engine.reset()
    const outcome = await engine.run(
      `select to_regclass('public.notes') as notes, (select count(*) from auth.users) as users`,
      page,
    )
    expect(outcome.statements[0]?.rows).toEqual([[null, '0']])
  }, 60_000)

  it("creates an extension the page's blocks name in the extensions schema, on the search path", async () => {
    await engine.reset()
    const outcome = await engine.run(
      `create extension pgtap with schema extensions;
       select extnamespace::regnamespace as schema from pg_extension where extname = 'pgtap';
       select plan(1);
       select ok(true, 'pgTAP runs');`,
      page,
      () => {},
      ['pgtap'],
    )
    expect(outcome.error).toBeNull()
    expect(outcome.statements[1]?.rows).toEqual([['extensions']])
    expect(outcome.statements.slice(2).map((statement) => statement.rows)).toEqual([
      [['1..1']],
      [['ok 1 - pgTAP runs']],
    ])
  }, 60_000)

  it('has the realtime publication, with no table until a block adds one', async () => {
    await engine.reset()
    const published = `select tablename from pg_publication_tables where pubname = 'plinth_realtime'`
    const outcome = await engine.run(
      `${published};
       create table public.messages (id bigint primary key, body text);
       alter publication plinth_realtime add table public.messages;
       ${published};`,
      page,
    )
    expect(outcome.error).toBeNull()
    expect(outcome.notices).toEqual([])
    expect(outcome.statements.map((statement) => statement.command)).toEqual([
      'SELECT 0',
      'CREATE TABLE',
      'ALTER PUBLICATION',
      'SELECT 1',
    ])
    expect(outcome.statements[3]?.rows).toEqual([['messages']])
  }, 60_000)

  it('cannot create an extension the database was not started with', async () => {
    await engine.reset()
    const outcome = await engine.run('create extension pgtap', page, () => {}, ['vector'])
    expect(outcome.error?.message).toMatch(
      /extension "pgtap" is not available|could not open extension control file/,
    )
  }, 60_000)
})
