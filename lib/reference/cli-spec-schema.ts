import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')
/** Ids keep `{cli}` for the binary name, which comes from site.config.ts when rendered. */
const commandId = z.string().regex(/^\{cli\}(?:-[a-z0-9]+)*$/, 'must look like {cli}-db-reset')

export const cliFlagSchema = z.strictObject({
  id: text,
  /** As shown in help output: `-s, --schema <strings>`. */
  name: text,
  type: text,
  default_value: z.string(),
  required: z.boolean(),
  shorthand: z.string().optional(),
  enum_literal: z.string().optional(),
  accepted_values: z.array(text).optional(),
  /** What the flag does, in our words. */
  description: text,
})

export const cliExampleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case'),
  name: text,
  code: text,
  /** Output the command prints, when it helps. */
  response: z.string().optional(),
})

export const cliCommandSchema = z.strictObject({
  id: commandId,
  title: text,
  /** One sentence, shown under the title and in the parent's subcommand list. */
  summary: text,
  description: z.string().optional(),
  /** Null for a group command that only holds subcommands. */
  usage: z.string().nullable(),
  runnable: z.boolean(),
  tags: z.array(z.enum(['local-dev', 'management-api', 'other-commands'])),
  subcommands: z.array(commandId),
  flags: z.array(cliFlagSchema),
  examples: z.array(cliExampleSchema).min(1, 'needs at least one example'),
  links: z.array(z.strictObject({ name: text, link: text })).default([]),
})

export const cliSpecSchema = z.strictObject({
  clispec: z.literal('001'),
  info: z.strictObject({ id: z.literal('cli'), version: text, title: text, language: text }),
  tags: z.array(
    z.strictObject({
      id: z.enum(['local-dev', 'management-api', 'other-commands']),
      title: text,
      description: text,
    }),
  ),
  /** Markdown of the introduction section. */
  introduction: text,
  /** Markdown shown above the global flags table. */
  global_flags_description: text,
  global_flags: z.array(cliFlagSchema),
  commands: z.array(cliCommandSchema),
})

export type CliSpec = z.infer<typeof cliSpecSchema>
export type CliCommand = z.infer<typeof cliCommandSchema>
export type CliFlag = z.infer<typeof cliFlagSchema>
