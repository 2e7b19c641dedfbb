/**
 * A reader runs a guide's SQL in the page: Postgres (PGlite) loads in a worker on the first Run,
 * over the platform schema. One page holds one engine for the serial tests below, as a reader's
 * tab would; the fault and nginx tests each open their own.
 */
import { nginxServer, nodeServer } from './servers'
import { auditPage } from './support/audit'
import { type Browser, expect, type Locator, type Page, type Route, test } from './support/test'

const TUTORIAL = '/docs/guides/getting-started/tutorials/with-nextjs'
const USER = '11111111-1111-4111-8111-111111111111'
// Loading Postgres on a busy 2-core machine takes seconds; later runs take milliseconds.
const FIRST_RUN = { timeout: 60_000 }
// The first run after a reset starts Postgres again, from memory: no network, but seconds too.
const AFTER_RESET = { timeout: 30_000 }

const blockOf = (page: Page) => page.locator('figure[data-sql-block="1"]')
const statusOf = (block: Locator) => block.locator('[data-sql-status]')
const resultsOf = (block: Locator) => block.locator('[data-sql-results]')
const editorOf = (block: Locator) => block.getByRole('textbox', { name: /^SQL of block 1/ })

/** A fresh page at `path`, and the console's reports of what the page's policy refused. */
async function openGuide(browser: Browser, path: string, origin: string = nodeServer.origin) {
  const page = await browser.newPage({ baseURL: origin })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(path)
  return { page, refused }
}

const openTutorial = (browser: Browser) => openGuide(browser, TUTORIAL)

/** Replaces the block's text with `sql` (opening the editor if needed) and runs it. */
async function runEdited(block: Locator, sql: string) {
  if (!(await editorOf(block).isVisible()))
    await block.getByRole('button', { name: 'Edit' }).click()
  await editorOf(block).fill(sql)
  await block.getByRole('button', { name: 'Run', exact: true }).click()
}

test.describe('running the tutorial SQL in the page', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  let page: Page
  let refused: string[]
  test.beforeAll(async ({ browser }) => {
    ;({ page, refused } = await openTutorial(browser))
  })
  test.afterAll(() => page.context().close())

  test('Run, reached by keyboard, loads Postgres and runs the schema script', async () => {
    const block = blockOf(page)
    const run = block.getByRole('button', { name: 'Run', exact: true })
    await run.focus()
    await page.keyboard.press('Enter')
    await expect(statusOf(block)).toHaveAttribute('role', 'status')
    await expect(statusOf(block)).toHaveText(
      /^Ran \d+ statements; the last: CREATE POLICY\.$/,
      FIRST_RUN,
    )
    await expect(resultsOf(block).getByRole('list', { name: 'Command tags' })).toContainText(
      'CREATE TRIGGER',
    )
    expect(refused).toEqual([])
  })

  test('the profile trigger creates a row for a new user', async () => {
    const block = blockOf(page)
    await runEdited(
      block,
      `insert into auth.users (id, email, raw_user_meta_data)
values ('${USER}', 'ada@example.com', '{"full_name": "Ada Lovelace"}');
select id, full_name, username from public.profiles;`,
    )
    await expect(statusOf(block)).toHaveText('Ran 2 statements; the last: 1 row.')
    const table = resultsOf(block).getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([
      'iduuid',
      'full_nametext',
      'usernametext',
    ])
    await expect(table.getByRole('cell')).toHaveText([USER, 'Ada Lovelace', 'null'])
    await expect(resultsOf(block).getByRole('list', { name: 'Command tags' })).toHaveText(
      'INSERT 0 1',
    )
  })

  test('a policy refuses an anon update and lets the owner make it', async () => {
    const block = blockOf(page)
    const update = `update public.profiles set username = 'ada' where id = '${USER}'`
    await block.getByLabel('Run as').selectOption('anon')
    await runEdited(block, update)
    await expect(statusOf(block)).toHaveText('Ran as anon: UPDATE 0.')
    await block.getByLabel('Run as').selectOption('authenticated')
    await expect(block.getByLabel('User id')).toHaveValue(USER)
    await block.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(statusOf(block)).toHaveText(`Ran as authenticated user ${USER}: UPDATE 1.`)
    await block.getByLabel('Run as').selectOption('page')
  })

  test("a syntax error shows Postgres' message with its place marked", async () => {
    const block = blockOf(page)
    const sql = 'select id from public.profiles;\nselec username from public.profiles;'
    await runEdited(block, sql)
    await expect(statusOf(block)).toHaveText('Error: syntax error at or near "selec" (line 2).')
    const excerpt = resultsOf(block).locator('.sql-run-excerpt')
    await expect(excerpt).toContainText('LINE 2: selec username from public.profiles;')
    await expect(excerpt.locator('mark')).toHaveText('selec')
    const selection = await editorOf(block).evaluate((editor: HTMLTextAreaElement) =>
      editor.value.slice(editor.selectionStart, editor.selectionEnd),
    )
    expect(selection).toBe('selec')
  })

  test('results are announced and accessible in both themes', async () => {
    test.setTimeout(180_000)
    const block = blockOf(page)
    await runEdited(block, "select id, email, repeat('ab', 100) as long from auth.users;")
    await expect(statusOf(block)).toHaveText('Ran: 1 row.')
    await expect(resultsOf(block).getByRole('region', { name: /^Rows of block 1/ })).toBeVisible()
    // A long value shows its start; the whole is a press away.
    const long = resultsOf(block).locator('details')
    await expect(long.locator('summary')).toHaveText(`${'ab'.repeat(40)}… 200 characters`)
    await long.locator('summary').click()
    await expect(long.locator('.sql-run-whole')).toHaveText('ab'.repeat(100))
    // The guide page type is audited whole in accessibility.spec.ts; here axe looks at the
    // runnable block with its results, without the tutorial's long app files.
    await auditPage(page, 'tutorial with SQL results', {
      axeSkips: 'figure.code-block:not([data-sql-block]), .tab-set',
    })
  })

  test('runs and resets keep working offline once Postgres has loaded', async () => {
    const block = blockOf(page)
    await page.context().setOffline(true)
    try {
      await runEdited(block, 'select count(*) as users from auth.users;')
      await expect(statusOf(block)).toHaveText('Ran: 1 row.')
      await expect(resultsOf(block).getByRole('cell')).toHaveText(['1'])
      // A fresh database needs nothing from the network either.
      await block.getByRole('button', { name: 'Reset database' }).click()
      await expect(statusOf(block)).toHaveText(/^Fresh database/)
      await block.getByRole('button', { name: 'Run', exact: true }).click()
      await expect(resultsOf(block).getByRole('cell')).toHaveText(['0'], AFTER_RESET)
    } finally {
      await page.context().setOffline(false)
    }
  })

  test("reset restores the page's text and an empty database", async () => {
    const block = blockOf(page)
    await block.getByRole('button', { name: 'Reset block' }).click()
    await expect(editorOf(block)).toHaveCount(0)
    const code = block.locator('.code-body > pre')
    await expect(code).toBeVisible()
    await expect(code).toContainText('-- A public profile for every user.')
    await expect(block.getByRole('button', { name: 'Edit' })).toBeFocused()

    await block.getByRole('button', { name: 'Reset database' }).click()
    await expect(statusOf(block)).toHaveText(
      /^Fresh database: the platform schema and nothing else/,
    )
    await runEdited(
      block,
      "select to_regclass('public.profiles') as profiles, (select count(*) from auth.users) as users;",
    )
    await expect(resultsOf(block).getByRole('cell')).toHaveText(['null', '0'], AFTER_RESET)
    await block.getByRole('button', { name: 'Reset block' }).click()
    expect(refused).toEqual([])
  })
})

test("a later block runs after the page's earlier blocks, as the tests run them", async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await browser.newPage({ baseURL: nodeServer.origin })
  await page.goto('/docs/guides/database/secure-data')
  const blocks = page.locator('figure[data-sql-block]')
  const [first, second, third] = [blocks.nth(0), blocks.nth(1), blocks.nth(2)]
  await third.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(statusOf(third)).toHaveText('Ran 2 statements; the last: CREATE TABLE.', FIRST_RUN)
  await expect(statusOf(first)).toHaveText('Ran 3 statements; the last: CREATE POLICY.')
  await expect(statusOf(second)).toHaveText('Ran 3 statements; the last: GRANT.')
  // The second block's column grants, seen from the API's side.
  await second.getByLabel('Run as').selectOption('anon')
  await second.getByRole('button', { name: 'Edit' }).click()
  await second.getByRole('textbox').fill('select supplier_cost from public.products;')
  await second.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(statusOf(second)).toHaveText('Error as anon: permission denied for table products.')
  await page.context().close()
})

test('a block says why Postgres did not load, and the page stays readable', async ({ browser }) => {
  const { page } = await openTutorial(browser)
  // The engine: its worker and PGlite's files; the runner itself loads.
  await page.route(/\/docs\/sql-engine\/(worker\.js|pglite-)/, (route) =>
    route.abort('internetdisconnected'),
  )
  const block = blockOf(page)
  await block.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(statusOf(block)).toHaveText(/^Postgres could not load: .+ run again to retry\.$/)
  await expect(block.locator('.code-body > pre')).toContainText('create table public.profiles')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.context().close()
})

test('a block says when the runner could not load, and a later press loads it', async ({
  browser,
}) => {
  const { page } = await openTutorial(browser)
  const offline = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/docs/sql-engine/runner.js', offline)
  const block = blockOf(page)
  const run = block.getByRole('button', { name: 'Run', exact: true })
  await run.click()
  await expect(statusOf(block)).toHaveText(
    'The SQL runner could not load; check the connection and press again.',
  )
  await page.unroute('**/docs/sql-engine/runner.js', offline)
  await run.click()
  // The runner has loaded and is bringing Postgres up; the tests above see it run.
  await expect(statusOf(block)).toHaveText(/^(Loading|Starting) Postgres\b/)
  await page.context().close()
})

test('nginx serves the engine and the extension a page creates: its blocks run there too', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // Block 1 creates pg_hashids in the extensions schema, block 3 a table whose generated column
  // calls it; the last block decodes a code with it. Its Run replays the page's earlier blocks.
  const { page, refused } = await openGuide(
    browser,
    '/docs/guides/database/extensions/pg_hashids',
    nginxServer.origin,
  )
  // The context hears the worker's requests as well as the page's.
  const bundles: string[] = []
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.tar.gz')) bundles.push(pathname.split('/').at(-1) ?? '')
  })
  const last = page.locator('figure[data-sql-block="4"]')
  await last.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(statusOf(last)).toHaveText('Ran: 1 row.', FIRST_RUN)
  await expect(resultsOf(last).getByRole('columnheader', { name: 'id_decode_once' })).toBeVisible()
  expect(bundles).toEqual(['pg_hashids.tar.gz'])
  expect(refused).toEqual([])
  await page.context().close()
})

test('a page that builds on another guide runs that guide’s SQL first, then its own blocks', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // Database functions count the books of the authors table that Tables and data creates.
  const { page, refused } = await openGuide(browser, '/docs/guides/database/functions')
  const second = page.locator('figure[data-sql-block="2"]')
  await second.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(statusOf(second)).toHaveText(/^Ran: \d+ rows?\.$/, FIRST_RUN)
  const results = resultsOf(second)
  await expect(results.getByRole('columnheader', { name: 'name' })).toBeVisible()
  await expect(results.getByRole('columnheader', { name: 'books' })).toBeVisible()
  // Block 1 ran first, as the page does, and shows its own result.
  await expect(statusOf(page.locator('figure[data-sql-block="1"]'))).toHaveText(
    'Ran: CREATE FUNCTION.',
  )
  expect(refused).toEqual([])
  await page.context().close()
})
