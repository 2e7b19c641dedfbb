import { expect, test, type Locator } from './support/test'

const PAGE = '/docs/guides/auth/passwords'
const SIGN_IN_TYPE = /^\(method\) AuthClient\.signInWithPassword\(credentials: \{/
const SHOWN_SIGN_IN_TYPE = /^"\(method\) AuthClient\.signInWithPassword\(credentials: \{/

/** What a token shows beside it: its `::after` content (a CSS string) while shown, or null. */
function shownType(token: Locator): Promise<string | null> {
  return token.evaluate((element) => {
    const after = getComputedStyle(element, '::after')
    if (after.display === 'none' || after.content === 'none' || after.content === 'normal')
      return null
    return after.content
  })
}

test('a client method shows its type on hover and on keyboard focus, and Escape hides it', async ({
  page,
}) => {
  await page.goto(PAGE)
  const token = page.locator('pre [aria-description]', { hasText: /^signInWithPassword$/ }).first()
  await expect(token).toHaveAccessibleDescription(SIGN_IN_TYPE)
  expect(await shownType(token)).toBeNull()

  await token.hover()
  expect(await shownType(token)).toMatch(SHOWN_SIGN_IN_TYPE)
  await page.keyboard.press('Escape')
  expect(await shownType(token)).toBeNull()
  await page.mouse.move(0, 0)

  // Keyboard: from the code region, Tab walks the block's typed identifiers in order.
  const pre = token.locator('xpath=ancestor::pre')
  await pre.focus()
  const index = await token.evaluate((element) => {
    const typed = [...(element.closest('pre')?.querySelectorAll('[aria-description]') ?? [])]
    return typed.indexOf(element)
  })
  for (let step = 0; step <= index; step++) await page.keyboard.press('Tab')
  await expect(token).toBeFocused()
  expect(await shownType(token)).toMatch(SHOWN_SIGN_IN_TYPE)
  await page.keyboard.press('Escape')
  expect(await shownType(token)).toBeNull()
  await expect(token).toBeFocused()
})

test('the copy button copies the code without the types', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  const block = page.locator('[data-code-block]', {
    has: page.locator('[aria-description]', { hasText: /^signInWithPassword$/ }),
  })
  const code = block.first().locator('pre')
  await code.locator('[aria-description]').first().hover()
  await block.first().getByRole('button', { name: 'Copy code' }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('signInWithPassword(')
  expect(copied).not.toMatch(/\(method\)|AuthClient|PlinthClient/)
  expect(copied).toBe(await code.innerText())
})
