import { afterAll, describe, expect, it } from 'vitest'
import { PageDatabases } from './page-database'
import { readFactsFile } from '../../support/platform-facts'

const databases = new PageDatabases(readFactsFile('platform-schema.sql'))
afterAll(() => databases.close())

describe('PageDatabases', () => {
  it('gives the next page a fresh database after a page changed the platform schema', async () => {
    const first = await databases.forPage()
    await first.exec(`
      create role editors;
      create table public.notes (id bigint primary key, body text);
      alter table public.notes enable row level security;
      create function public.on_user() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger on_user after insert on auth.users for each row execute function public.on_user();
      create policy "anyone reads" on storage.objects for select using (true);
      alter table auth.users enable row level security;
      insert into auth.users (email) values ('ada@example.com');
      insert into storage.buckets (id, name) values ('avatars', 'avatars');
      create extension vector;
      set role authenticated;
    `)
    await databases.release()

    const second = await databases.forPage()
    const state = await second.query<Record<string, unknown>>(`
      select to_regclass('public.notes') as notes,
        (select count(*)::int from pg_roles where rolname = 'editors') as editors,
        (select count(*)::int from pg_policy) as policies,
        (select count(*)::int from pg_trigger where not tgisinternal) as triggers,
        (select count(*)::int from pg_extension where extname = 'vector') as vector,
        (select relrowsecurity from pg_class where oid = 'auth.users'::regclass) as users_rls,
        (select count(*)::int from auth.users) as users,
        (select count(*)::int from storage.buckets) as buckets,
        current_user as role`)
    expect(state.rows[0]).toEqual({
      notes: null,
      editors: 0,
      policies: 0,
      triggers: 0,
      vector: 0,
      users_rls: false,
      users: 0,
      buckets: 0,
      role: 'page_author',
    })
    await second.exec('create table public.notes (id bigint primary key); create extension vector;')
    await databases.release()
    expect(databases.started).toBe(1)
  }, 120_000)
})
