import { ContentError } from '../validation'
import type { CliCommand, CliSpec } from './cli-spec-schema'
import type { DocCategory, DocSection } from './document'

/** `{cli}-db-reset` → `plinth-db-reset`; `{cli} db reset` → `plinth db reset`. */
export const withCliName = (value: string, cliName: string) => value.replaceAll('{cli}', cliName)

/** The tag of a command: its own, or its top-level ancestor's (subcommands carry none). */
function tagOf(command: CliCommand, parents: Map<string, CliCommand>): string | undefined {
  let current: CliCommand | undefined = command
  while (current && current.tags.length === 0) current = parents.get(current.id)
  return current?.tags[0]
}

/** The CLI spec as a document: introduction, global flags, then commands grouped by tag. */
export function cliCategories(spec: CliSpec, file: string, cliName: string): DocCategory[] {
  const byId = new Map(spec.commands.map((command) => [command.id, command]))
  const parents = new Map<string, CliCommand>()
  for (const command of spec.commands) {
    command.subcommands.forEach((id, index) => {
      const child = byId.get(id)
      if (!child) {
        throw new ContentError(
          file,
          `commands.${spec.commands.indexOf(command)}.subcommands.${index}: no command "${id}"`,
        )
      }
      parents.set(id, command)
    })
  }
  const commandSection = (command: CliCommand): DocSection => ({
    kind: 'command',
    id: withCliName(command.id, cliName),
    title: withCliName(command.title, cliName),
    command,
    subcommands: command.subcommands.flatMap((id) => {
      const child = byId.get(id)
      return child
        ? [
            {
              id: withCliName(child.id, cliName),
              title: withCliName(child.title, cliName),
              summary: child.summary,
            },
          ]
        : []
    }),
  })
  const start: DocCategory = {
    id: 'getting-started',
    title: 'Getting started',
    sections: [
      {
        kind: 'markdown',
        id: 'introduction',
        title: 'Introduction',
        section: {
          kind: 'markdown',
          id: 'introduction',
          title: 'Introduction',
          content: spec.introduction,
        },
      },
      {
        kind: 'flags',
        id: 'global-flags',
        title: 'Global flags',
        description: spec.global_flags_description,
        flags: spec.global_flags,
      },
    ],
  }
  const tagged = spec.tags.map((tag) => ({
    id: tag.id,
    title: tag.title,
    description: tag.description,
    sections: spec.commands
      .filter((command) => tagOf(command, parents) === tag.id)
      .map(commandSection),
  }))
  const untagged = spec.commands.filter((command) => !tagOf(command, parents))
  if (untagged[0]) {
    throw new ContentError(
      file,
      `commands.${spec.commands.indexOf(untagged[0])}: "${untagged[0].id}" has no tag and no tagged parent`,
    )
  }
  return [start, ...tagged]
}
