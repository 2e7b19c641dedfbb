/**
 * The database a guide page's SQL runs on, as the content tests build it and as the reader's
 * browser builds it: the platform schema, the schema extensions go in, the realtime publication,
 * then a superuser that runs the page's blocks (so that the tests can drop what a page created),
 * with the grants the schema gives its owner.
 */

/** The superuser a page's SQL runs as. */
export const PAGE_AUTHOR = 'page_author'

/**
 * The schema's `alter default privileges` lines, given to the page's role too: default
 * privileges belong to the role that creates an object, so the page's tables get the same grants
 * as the schema owner's.
 */
export function pageAuthorDefaultPrivileges(schema: string): string {
  return (schema.match(/^alter default privileges in schema .+$/gim) ?? [])
    .map((line) => line.replace(/^alter default privileges/i, `$& for role ${PAGE_AUTHOR}`))
    .join('\n')
}

/**
 * The schema a project keeps its extensions in, as the guides use it: they create extensions in
 * it (`create extension … with schema extensions`) and name the extensions' types and functions
 * without it, as it is on the search path. The platform schema of the facts leaves it out.
 */
const EXTENSIONS_SCHEMA = 'extensions'

/**
 * The publication listing the tables whose changes realtime streams: every project has it, with no
 * table at first, and the realtime guides add theirs (`alter publication plinth_realtime add table
 * …`). The platform schema of the facts leaves it out too.
 */
const REALTIME_PUBLICATION = 'plinth_realtime'

/**
 * Run once after the schema: the extensions' schema, the realtime publication, the page's role and
 * its default privileges.
 */
export function pageDatabaseSetup(schema: string): string {
  return [
    `create schema if not exists ${EXTENSIONS_SCHEMA};`,
    `grant usage on schema ${EXTENSIONS_SCHEMA} to anon, authenticated, service_role;`,
    `create publication ${REALTIME_PUBLICATION};`,
    `create role ${PAGE_AUTHOR} superuser;`,
    pageAuthorDefaultPrivileges(schema),
  ].join('\n')
}

/**
 * Run before a page's first block. `reset all` leaves search_path at the server default
 * (pg_catalog only in PGlite), where a page's tables would land unnoticed and `public.x` would not
 * resolve: pages start from public, with the extensions' schema after it.
 */
export const ACT_AS_PAGE_AUTHOR = `set session authorization ${PAGE_AUTHOR}; set search_path = public, ${EXTENSIONS_SCHEMA};`
