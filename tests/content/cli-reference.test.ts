/**
 * The CLI reference on the built page against the platform facts: every command, every flag with
 * its type, default, requiredness and accepted values, every global flag; and each command with a
 * summary and an example. Runs after `npm run build`.
 */
import fs from 'node:fs'
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../site.config'

interface FactFlag {
  name: string
  type: string
  default_value: string
  required: boolean
  accepted_values?: string[]
}
interface FactCommand {
  id: string
  title: string
  flags: FactFlag[]
}
interface Facts {
  global_flags: FactFlag[]
  commands: FactCommand[]
}

const facts = JSON.parse(fs.readFileSync('content/facts/cli-1.151.1.json', 'utf8')) as Facts
const page = parse(fs.readFileSync('out/reference/cli.html', 'utf8'))
const cli = (value: string) => value.replaceAll('{cli}', siteConfig.cliName)

function sectionOf(id: string): HTMLElement {
  const heading = page.querySelector(`h2[id="${id}"]`)
  const section = heading?.closest('section')
  if (!section) throw new Error(`no section #${id} on the CLI reference page`)
  return section
}

function expectFlagRows(section: HTMLElement, flags: FactFlag[], where: string) {
  const rows = section.querySelectorAll('table.flags-table tbody tr')
  for (const flag of flags) {
    const row = rows.find((candidate) => candidate.querySelector('td code')?.text === flag.name)
    expect(row, `${where}: flag ${flag.name}`).toBeDefined()
    const cells = row?.querySelectorAll('td').map((cell) => cell.text.trim()) ?? []
    expect(cells[1], `${where} ${flag.name} type`).toBe(flag.type)
    expect(cells[2], `${where} ${flag.name} default`).toBe(flag.default_value === '' ? '—' : flag.default_value)
    expect(cells[3], `${where} ${flag.name} required`).toBe(flag.required ? 'Required' : 'Optional')
    const accepted = row?.querySelectorAll('td')[4]?.querySelectorAll('code').map((code) => code.text) ?? []
    expect(accepted, `${where} ${flag.name} accepted values`).toEqual(flag.accepted_values ?? [])
  }
  expect(rows.length, `${where}: no flags beyond the facts`).toBe(flags.length)
}

describe('the CLI reference page', () => {
  it('documents version 1.151.1 with every command of the facts', () => {
    expect(page.querySelector('.version-label')?.text).toBe('1.151.1')
    expect(page.querySelectorAll('section.reference-section h2').length).toBe(facts.commands.length + 2)
  })

  it('has the global flags with their defaults and accepted values', () => {
    expectFlagRows(sectionOf('global-flags'), facts.global_flags, 'global flags')
  })

  for (const command of facts.commands) {
    it(`documents ${cli(command.title)}: summary, flags and an example`, () => {
      const section = sectionOf(cli(command.id))
      expect(section.querySelector('h2')?.text.replace('#', '').trim()).toBe(cli(command.title))
      expect(section.querySelector('.lead-small')?.text.trim().length ?? 0).toBeGreaterThan(10)
      expect(section.querySelectorAll('.reference-example').length).toBeGreaterThan(0)
      if (command.flags.length > 0) expectFlagRows(section, command.flags, cli(command.id))
    })
  }

  it('groups sections by tag: Local Development, Management APIs, Additional Commands', () => {
    const categories = page.querySelectorAll('.reference-category-title').map((title) => title.text)
    expect(categories).toEqual(['Getting started', 'Local Development', 'Management APIs', 'Additional Commands'])
  })
})
