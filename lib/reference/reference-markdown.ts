import { siteConfig } from '../../site.config'
import { absoluteUrl, markdownTwinPath, sectionPath } from '../address/address'
import { withCliName } from './cli-document'
import type { CliFlag } from './cli-spec-schema'
import type { DocSection, ReferenceDocument } from './document'
import { sectionsOf } from './document'
import type { ApiParameter } from './openapi-operation'
import type { SchemaField, SchemaView } from './openapi-schema-view'
import type { Parameter } from './spec-schema'

/**
 * Reference sections as Markdown, for tools and language models: the section's twin at its URL
 * plus `.md`, the whole document at the document's URL plus `.md`, and its `llms-full.txt`.
 * Links are absolute, so the text works wherever it is pasted.
 */

const fence = (language: string, code: string) => {
  const body = code.replace(/\n+$/, '')
  const ticks = body.includes('```') ? '````' : '```'
  return `${ticks}${language}\n${body}\n${ticks}`
}

/** Applies `change` to each line of Markdown that is not inside a fenced code block. */
function outsideFences(markdown: string, change: (line: string) => string): string {
  let fenceMark: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
      if (mark && (fenceMark === null || mark.startsWith(fenceMark))) {
        fenceMark = fenceMark === null ? mark : null
        return line
      }
      return fenceMark === null ? change(line) : line
    })
    .join('\n')
}

/** Site-relative links of Markdown written in the specs, made absolute. */
const absoluteLinks = (markdown: string) =>
  outsideFences(markdown, (line) =>
    line.replace(/\]\(\/(?!\/)/g, `](${siteConfig.siteUrl}${siteConfig.basePath}/`),
  )

/** Headings of Markdown moved `levels` deeper, so it nests under a heading of the document. */
const demoted = (markdown: string, levels: number) =>
  outsideFences(markdown, (line) =>
    line.replace(
      /^(#{1,6}) /,
      (_, marks: string) => `${'#'.repeat(Math.min(6, marks.length + levels))} `,
    ),
  )

const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim()

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

function parameterList(parameters: Parameter[], depth = 0): string[] {
  return parameters.flatMap((parameter) => {
    const facts = [
      parameter.type,
      parameter.required ? 'required' : 'optional',
      ...(parameter.default === undefined ? [] : [`default \`${parameter.default}\``]),
    ]
    const line = `${'  '.repeat(depth)}- \`${parameter.name}\` (${facts.join(', ')}): ${cell(parameter.description)}`
    return [line, ...parameterList(parameter.children ?? [], depth + 1)]
  })
}

function schemaFields(fields: SchemaField[], depth = 0): string[] {
  return fields.flatMap((field) => [
    `${'  '.repeat(depth)}- \`${field.name}\` (${field.type}${field.required ? ', required' : ''})${field.description ? `: ${cell(field.description)}` : ''}`,
    ...schemaFields(field.children, depth + 1),
  ])
}

function schemaBlock(title: string, view: SchemaView): string[] {
  return [
    `### ${title}`,
    '',
    `Type: ${view.type}.${view.description ? ` ${cell(view.description)}` : ''}`,
    ...(view.fields.length > 0 ? ['', ...schemaFields(view.fields)] : []),
  ]
}

function flagsTable(flags: CliFlag[]): string {
  return table(
    ['Flag', 'Type', 'Default', 'Description'],
    flags.map((flag) => [
      `\`${flag.name}\`${flag.shorthand ? ` (\`${flag.shorthand}\`)` : ''}${flag.required ? ' (required)' : ''}`,
      flag.accepted_values
        ? flag.accepted_values.map((value) => `\`${value}\``).join(', ')
        : flag.type,
      flag.default_value ? `\`${flag.default_value}\`` : '',
      flag.description,
    ]),
  )
}

function apiParameters(parameters: ApiParameter[]): string {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    parameters.map((p) => [
      `\`${p.name}\``,
      p.location,
      p.type,
      p.required ? 'yes' : 'no',
      p.description,
    ]),
  )
}

/** The body of a section, without its title. */
function sectionBody(section: DocSection): string[] {
  switch (section.kind) {
    case 'markdown':
      return [absoluteLinks(section.section.content)]
    case 'function': {
      const fn = section.section
      return [
        absoluteLinks(fn.description),
        ...(fn.signature ? ['', fence(section.language, fn.signature)] : []),
        ...(fn.parameters.length > 0
          ? ['', '## Parameters', '', ...parameterList(fn.parameters)]
          : []),
        ...(fn.returns
          ? [
              '',
              '## Returns',
              '',
              `\`${fn.returns.type}\`: ${absoluteLinks(fn.returns.description.trim())}`,
            ]
          : []),
        ...(fn.notes ? ['', '## Notes', '', absoluteLinks(fn.notes)] : []),
        '',
        '## Examples',
        ...fn.examples.flatMap((example) => [
          '',
          `### ${example.name}`,
          ...(example.description ? ['', absoluteLinks(example.description)] : []),
          '',
          fence(section.language, example.code),
          ...(example.data ? ['', 'Data:', '', fence('sql', example.data)] : []),
          ...(example.response ? ['', 'Response:', '', fence('json', example.response)] : []),
        ]),
      ]
    }
    case 'command': {
      const command = section.command
      const cli = (text: string) => withCliName(text, siteConfig.cliName)
      return [
        cli(command.summary),
        ...(command.usage ? ['', fence('bash', cli(command.usage))] : []),
        ...(command.description ? ['', absoluteLinks(cli(command.description))] : []),
        ...(section.subcommands.length > 0
          ? [
              '',
              '## Subcommands',
              '',
              ...section.subcommands.map(
                (sub) => `- \`${cli(sub.title)}\`: ${cell(cli(sub.summary))}`,
              ),
            ]
          : []),
        ...(command.flags.length > 0 ? ['', '## Flags', '', flagsTable(command.flags)] : []),
        '',
        '## Examples',
        ...command.examples.flatMap((example) => [
          '',
          `### ${example.name}`,
          '',
          fence('bash', cli(example.code)),
          ...(example.response ? ['', fence('text', example.response)] : []),
        ]),
      ]
    }
    case 'flags':
      return [absoluteLinks(section.description), '', flagsTable(section.flags)]
    case 'configuration':
      return [
        absoluteLinks(section.group.description),
        '',
        table(
          ['Variable', 'Type', 'Default', 'Required', 'Description'],
          section.group.variables.map((variable) => [
            `\`${variable.name}\``,
            variable.type,
            variable.default === undefined ? '' : `\`${variable.default}\``,
            variable.required ? 'yes' : 'no',
            variable.description,
          ]),
        ),
      ]
    case 'operation': {
      const operation = section.operation
      return [
        fence('http', `${operation.method} ${operation.path}`),
        '',
        absoluteLinks(operation.description),
        ...(operation.parameters.length > 0
          ? ['', '## Parameters', '', apiParameters(operation.parameters)]
          : []),
        ...(operation.requestBody
          ? [
              '',
              ...schemaBlock(
                `Request body (${operation.requestBody.mediaType})`,
                operation.requestBody.schema,
              ),
            ]
          : []),
        '',
        '## Examples',
        ...operation.examples.flatMap((example) => [
          ...(example.title ? ['', `### ${example.title}`] : []),
          '',
          fence('bash', example.curl),
          '',
          fence('javascript', example.fetch),
        ]),
        '',
        '## Responses',
        ...operation.responses.flatMap((response) => [
          '',
          `### ${response.status}`,
          '',
          cell(response.description),
          ...(response.example
            ? ['', fence(response.mediaType?.includes('json') ? 'json' : 'text', response.example)]
            : []),
        ]),
      ]
    }
  }
}

const documentLabel = (doc: ReferenceDocument) => `${doc.libraryLabel} ${doc.versionLabel}`

/** One section as a page of its own: its title, where it belongs, then its body. */
export function sectionMarkdown(doc: ReferenceDocument, section: DocSection): string {
  const url = absoluteUrl(sectionPath(doc.path, section.id))
  return `${[
    `# ${section.title}`,
    '',
    `${siteConfig.name} ${documentLabel(doc)} reference: ${url}`,
    '',
    ...sectionBody(section),
  ].join('\n')}\n`
}

/** A whole document: every section in order, each under its own second-level heading. */
export function documentMarkdown(doc: ReferenceDocument): string {
  const parts = doc.categories.flatMap((category) => [
    `## ${category.title}`,
    ...category.sections.map((section) =>
      [
        `### ${section.title}`,
        '',
        `Markdown: ${absoluteUrl(markdownTwinPath(sectionPath(doc.path, section.id)))}`,
        '',
        demoted(sectionBody(section).join('\n'), 2),
      ].join('\n'),
    ),
  ])
  return `${[`# ${siteConfig.name} ${documentLabel(doc)} reference`, '', `${sectionsOf(doc).length} sections. ${absoluteUrl(doc.path)}`, '', ...parts].join('\n\n')}\n`
}
