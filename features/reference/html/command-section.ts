import type { ElementContent } from 'hast'
import { h } from 'hastscript'
import { sectionPath, withBasePath } from '../../../lib/address/address'
import type { CliCommand } from '../../../lib/reference/cli-spec-schema'
import {
  exampleHeading,
  markdown,
  present,
  sectionHeading,
  subheading,
  type HeadingLevel,
} from './blocks'
import { codeBlock } from './code-block'
import { flagsTable } from './flags-table'

export interface CommandSectionInput {
  id: string
  title: string
  command: CliCommand
  subcommands: { id: string; title: string; summary: string }[]
  docPath: string
}

/** A CLI command: summary, description, usage, subcommands, flags, examples and links. */
export async function commandSection(
  input: CommandSectionInput,
  cli: (text: string) => string,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  const { id, title, command, subcommands, docPath } = input
  const examples = await Promise.all(
    command.examples.map(async (example) =>
      h(
        'div.reference-example',
        present([
          exampleHeading(example.name, level),
          await codeBlock(cli(example.code), 'bash'),
          example.response
            ? await codeBlock(cli(example.response), 'text', { title: 'Output', plain: true })
            : null,
        ]),
      ),
    ),
  )
  const subcommandList = h(
    'ul.subcommands',
    subcommands.map((subcommand) =>
      h('li', [
        h(
          'a',
          { href: withBasePath(sectionPath(docPath, subcommand.id)) },
          h('code', subcommand.title),
        ),
        ` ${cli(subcommand.summary)}`,
      ]),
    ),
  )
  const links = h(
    'ul.subcommands',
    command.links.map((link) =>
      h(
        'li',
        h(
          'a',
          { href: link.link.startsWith('/') ? withBasePath(link.link) : link.link },
          link.name,
        ),
      ),
    ),
  )
  return present([
    sectionHeading(level, id, title),
    h('p.lead-small', cli(command.summary)),
    command.description ? await markdown(cli(command.description), level) : null,
    command.usage ? await codeBlock(cli(command.usage), 'bash', { title: 'Usage' }) : null,
    ...(subcommands.length > 0 ? [subheading('Subcommands', level), subcommandList] : []),
    ...(command.flags.length > 0
      ? [
          subheading('Flags', level),
          await flagsTable(
            command.flags.map((flag) => ({ ...flag, description: cli(flag.description) })),
            level,
          ),
        ]
      : []),
    subheading('Examples', level),
    ...examples,
    ...(command.links.length > 0 ? [subheading('See also', level), links] : []),
  ])
}
