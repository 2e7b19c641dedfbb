/**
 * A large guide area that only the bench builds: `count` pages of prose, headings, lists, code in
 * TypeScript, SQL and shell, and a table each, as writers of this site lay a guide out. The same
 * seed gives the same files, so two runs measure the same area.
 */

/** The area's folder below content/guides, and its URL segment. */
export const SYNTHETIC_AREA = 'bench-synthetic'

/** Pages per menu group below the area's landing page. */
const GROUP_SIZE = 25

/** mulberry32: a small seeded generator, so the area needs no randomness from outside. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const nouns = (
  'table, policy, bucket, function, trigger, session, token, role, schema, index, ' +
  'replica, webhook, channel, migration, backup, branch, secret, queue, cron job, ' +
  'view, column, extension, connection pool, request, response, header, object, ' +
  'upload, download, signed URL, user, identity, provider, claim, hook, log line, ' +
  'metric, alert, region, project, organization, API key, client, transaction, row, ' +
  'foreign key, constraint, embedding, vector, document, cache, deployment, ' +
  'environment variable, rate limit, quota, event, subscription, payload'
).split(', ')
const verbs = (
  'configure, create, rotate, inspect, restrict, replicate, schedule, monitor, ' +
  'migrate, secure, invalidate, paginate, filter, batch, retry, stream, audit, ' +
  'export, import, index, partition, throttle, verify, sign, refresh, revoke, ' +
  'encrypt, compress, group, deduplicate, archive, restore, test, deploy, debug'
).split(', ')
const adjectives = (
  'scheduled, private, public, shared, temporary, encrypted, large, nested, ' +
  'partitioned, read-only, expired, pending, regional, cached, signed, anonymous, ' +
  'authenticated, failed, incremental, concurrent, idle, stale, verified, archived'
).split(', ')
const places = (
  'the dashboard, the CLI, a server action, an edge function, a database function, ' +
  'the SQL editor, a migration file, the client library, a background worker, ' +
  'a test run, the local stack, a preview branch, the production project, ' +
  'a scheduled job'
).split(', ')
const outcomes = (
  'keeps latency predictable, avoids a full table scan, survives a restart, ' +
  'fails with a clear error, returns only the rows the user owns, ' +
  'stays within the quota, shows up in the logs, needs no extra round trip, ' +
  'works the same in every region, is safe to run twice, ' +
  'rolls back on the first error, expires after an hour'
).split(', ')
const tableNames = ['orders', 'profiles', 'invoices', 'messages', 'devices', 'events', 'teams']
const columnNames = ['id', 'owner_id', 'status', 'created_at', 'amount', 'label', 'region', 'score']
const commands = ['db push', 'db diff', 'functions deploy', 'secrets set', 'gen types', 'db reset']

type Random = () => number

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1))
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`)
const plural = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`)
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function sentence(random: Random): string {
  const templates = [
    () =>
      `When you ${pick(random, verbs)} ${article(pick(random, adjectives))} ${pick(random, nouns)} from ${pick(random, places)}, it ${pick(random, outcomes)}.`,
    () =>
      `Each ${pick(random, nouns)} belongs to one ${pick(random, nouns)}, so ${pick(random, verbs)} it before you ${pick(random, verbs)} the ${pick(random, nouns)}.`,
    () =>
      `${capitalize(article(pick(random, adjectives)))} ${pick(random, nouns)} ${pick(random, outcomes)} as long as the \`${pick(random, columnNames)}\` column is set.`,
    () =>
      `Use ${pick(random, places)} to ${pick(random, verbs)} every ${pick(random, nouns)} of the project at once.`,
    () =>
      `The ${pick(random, nouns)} you ${pick(random, verbs)} here is the one ${pick(random, places)} reads, which ${pick(random, outcomes)}.`,
  ]
  return pick(random, templates)()
}

const paragraph = (random: Random) =>
  Array.from({ length: between(random, 2, 5) }, () => sentence(random)).join(' ')

function typescriptBlock(random: Random): string {
  const table = pick(random, tableNames)
  const [first, second] = [pick(random, columnNames), pick(random, columnNames)]
  return [
    '```ts',
    "import { createClient } from '@plinth/plinth-js'",
    '',
    "const plinth = createClient('<PROJECT_URL>', '<ANON_KEY>')",
    '',
    `const { data, error } = await plinth`,
    `  .from('${table}')`,
    `  .select('${first}, ${second}')`,
    `  .eq('${pick(random, columnNames)}', '${pick(random, adjectives)}')`,
    `  .limit(${between(random, 5, 100)})`,
    '',
    `if (error) throw new Error(\`${pick(random, verbs)} failed: \${error.message}\`)`,
    '```',
  ].join('\n')
}

function sqlBlock(random: Random): string {
  const table = pick(random, tableNames)
  const column = pick(random, columnNames)
  return [
    '```sql',
    `create policy "${capitalize(pick(random, verbs))} own ${table}"`,
    `on public.${table} for select`,
    'to authenticated',
    `using ((select auth.uid()) = owner_id);`,
    '',
    `create index ${table}_${column}_idx on public.${table} (${column});`,
    '```',
  ].join('\n')
}

function shellBlock(random: Random): string {
  return [
    '```bash',
    `plinth ${pick(random, commands)}`,
    `plinth ${pick(random, commands)} --debug`,
    '```',
  ].join('\n')
}

function table(random: Random): string {
  const rows = Array.from({ length: between(random, 3, 6) }, () => {
    const noun = pick(random, nouns)
    return `| \`${slugify(noun)}\` | ${capitalize(pick(random, adjectives))} ${noun} | ${capitalize(pick(random, outcomes))} |`
  })
  return ['| Setting | What it holds | Effect |', '| --- | --- | --- |', ...rows].join('\n')
}

const list = (random: Random) =>
  Array.from(
    { length: between(random, 3, 6) },
    () =>
      `- ${capitalize(pick(random, verbs))} the ${pick(random, adjectives)} ${pick(random, nouns)}: ${pick(random, outcomes)}.`,
  ).join('\n')

const title = (random: Random) =>
  `${capitalize(pick(random, verbs))} ${pick(random, adjectives)} ${plural(pick(random, nouns))}`

function pageBody(random: Random, siblingPath: string): string {
  const codeBlocks = [typescriptBlock, sqlBlock, shellBlock]
  const sections = Array.from({ length: between(random, 4, 6) }, (_, index) => {
    const parts = [`## ${title(random)}`, paragraph(random)]
    if (index === 0)
      parts.push(`See [the related page](${siblingPath}) for the setup this builds on.`)
    if (index % 2 === 0) parts.push(list(random))
    parts.push(pick(random, codeBlocks)(random), paragraph(random))
    if (index === 1) parts.push(table(random))
    if (random() < 0.4) parts.push(`### ${title(random)}`, paragraph(random))
    return parts.join('\n\n')
  })
  return [paragraph(random), ...sections].join('\n\n')
}

const page = (random: Random, pageTitle: string, siblingPath: string) =>
  [
    '---',
    `title: ${JSON.stringify(pageTitle)}`,
    `description: ${JSON.stringify(sentence(random).replace(/`/g, ''))}`,
    '---',
    '',
    pageBody(random, siblingPath),
    '',
  ].join('\n')

const metaJson = (metaTitle: string, pages: string[]) =>
  `${JSON.stringify({ title: metaTitle, pages }, null, 2)}\n`

/**
 * The area's files, keyed by their path below content/guides: its landing page, then groups of
 * pages, each folder with its meta.json, `count` pages in all.
 */
export function syntheticAreaFiles(count: number, seed: number): Map<string, string> {
  if (!Number.isInteger(count) || count < 2)
    throw new Error(`a synthetic area needs 2 pages or more, not ${count}`)
  const random = seededRandom(seed)
  const files = new Map<string, string>()
  const groupCount = Math.ceil((count - 1) / GROUP_SIZE)
  const groupNames = Array.from(
    { length: groupCount },
    (_, index) => `topic-${String(index + 1).padStart(2, '0')}`,
  )
  const areaPath = `/guides/${SYNTHETIC_AREA}`
  files.set(`${SYNTHETIC_AREA}/meta.json`, metaJson('Synthetic area', ['index', ...groupNames]))
  files.set(`${SYNTHETIC_AREA}/index.mdx`, page(random, 'Synthetic area', areaPath))
  groupNames.forEach((group, groupIndex) => {
    const size = Math.min(GROUP_SIZE, count - 1 - groupIndex * GROUP_SIZE)
    const names: string[] = []
    for (let index = 0; index < size; index++) {
      const pageTitle = title(random)
      const name = `${slugify(pageTitle)}-${index + 1}`
      const previous = names.at(-1)
      names.push(name)
      const sibling = previous ? `${areaPath}/${group}/${previous}` : areaPath
      files.set(`${SYNTHETIC_AREA}/${group}/${name}.mdx`, page(random, pageTitle, sibling))
    }
    files.set(`${SYNTHETIC_AREA}/${group}/meta.json`, metaJson(`Topic ${groupIndex + 1}`, names))
  })
  return files
}

/** The site path of a page file below content/guides: `a/index.mdx` is `/guides/a`. */
export const guidePathOfFile = (file: string) =>
  `/guides/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`
