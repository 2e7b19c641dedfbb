import { PGlite } from '@electric-sql/pglite'
import {
  ACT_AS_PAGE_AUTHOR,
  PAGE_AUTHOR,
  pageAuthorDefaultPrivileges,
  pageDatabaseSetup,
} from '../../../lib/sql-engine/page-author'
import { extensionsFromPackage } from '../../../lib/sql-engine/pglite-package'

/** Every extension a page may create: one database serves page after page. */
const ALL_PGLITE_EXTENSIONS = extensionsFromPackage()

/**
 * What a fresh database looks like, as one text: catalogue sizes, the auth and storage tables'
 * columns, security and grants, and their rows. Equal texts mean the page left nothing behind.
 */
const FINGERPRINT = `
select md5(concat_ws('|',
  (select count(*) from pg_class), (select count(*) from pg_proc),
  (select count(*) from pg_type), (select count(*) from pg_namespace),
  (select count(*) from pg_policy), (select count(*) from pg_trigger),
  (select count(*) from pg_roles), (select count(*) from pg_extension),
  (select count(*) from pg_default_acl), (select count(*) from pg_event_trigger),
  (select count(*) from pg_publication), (select count(*) from pg_publication_rel),
  (select string_agg(c.relname || c.relrowsecurity::text || coalesce(c.relacl::text, ''), ',' order by c.relname)
     from pg_class c where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace, 'public'::regnamespace)),
  (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace)),
  (select count(*) from auth.users), (select count(*) from storage.buckets),
  (select count(*) from storage.objects)
)) as fingerprint`

/** Undoes what a page did to the schema's own objects; objects the page created are dropped. */
const resetSql = (baselineRoles: readonly string[]) => `
reset all;
reset session authorization;
do $$
declare r record;
begin
  for r in select rolname from pg_roles
    where rolname not in (${baselineRoles.map((role) => `'${role}'`).join(', ')})
  loop
    execute format('drop owned by %I cascade', r.rolname);
    if r.rolname <> '${PAGE_AUTHOR}' then execute format('drop role %I', r.rolname); end if;
  end loop;
  for r in select pol.polname, c.oid::regclass as tbl from pg_policy pol join pg_class c on c.oid = pol.polrelid
    where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace)
  loop
    execute format('drop policy %I on %s', r.polname, r.tbl);
  end loop;
  for r in select t.tgname, c.oid::regclass as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace)
  loop
    execute format('drop trigger %I on %s', r.tgname, r.tbl);
  end loop;
end $$;
truncate auth.users, storage.objects, storage.buckets cascade;
alter table auth.users disable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
`

async function fingerprint(db: PGlite): Promise<string> {
  const result = await db.query<{ fingerprint: string }>(FINGERPRINT)
  return result.rows[0]?.fingerprint ?? ''
}

/**
 * Databases for guide pages, each equal to a fresh one with the platform schema. Starting
 * Postgres takes most of a second, so one database serves page after page: after each page it is
 * reset and compared with the fresh state, and replaced by a new one only when a difference
 * remains.
 */
export class PageDatabases {
  private current: PGlite | null = null
  private template: Blob | null = null
  private freshFingerprint = ''
  private reset = ''
  /** How many databases were started, for the test's report. */
  started = 0

  constructor(private readonly schema: string) {}

  private async start(): Promise<PGlite> {
    this.started += 1
    if (this.template) {
      return PGlite.create({ extensions: ALL_PGLITE_EXTENSIONS, loadDataDir: this.template })
    }
    const db = await PGlite.create({ extensions: ALL_PGLITE_EXTENSIONS })
    await db.exec(this.schema)
    await db.exec(pageDatabaseSetup(this.schema))
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname <> '${PAGE_AUTHOR}'`,
    )
    // Dropping what the page's role owns drops its default privileges too: the reset restores them.
    this.reset = `${resetSql(roles.rows.map((row) => row.rolname))}\n${pageAuthorDefaultPrivileges(this.schema)}`
    this.template = await db.dumpDataDir('none')
    await db.close()
    return PGlite.create({ extensions: ALL_PGLITE_EXTENSIONS, loadDataDir: this.template })
  }

  /** A database in the fresh state, acting as a superuser that owns what the page creates. */
  async forPage(): Promise<PGlite> {
    if (!this.current) {
      this.current = await this.start()
      this.freshFingerprint = await fingerprint(this.current)
    }
    await this.current.exec(ACT_AS_PAGE_AUTHOR)
    return this.current
  }

  /** Returns the database to the fresh state after a page, or drops it if that fails. */
  async release(): Promise<void> {
    const db = this.current
    if (!db) return
    try {
      if (db.isInTransaction()) await db.exec('rollback;')
      await db.exec(this.reset)
      if ((await fingerprint(db)) === this.freshFingerprint) return
    } catch {
      // A reset that fails means a fresh database for the next page.
    }
    this.current = null
    await db.close()
  }

  async close(): Promise<void> {
    await this.current?.close()
    this.current = null
  }
}
