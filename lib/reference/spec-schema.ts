import { z } from 'zod'
import { VERSION_SEGMENT } from '../address/address'

const text = z.string().trim().min(1, 'must not be empty')
const sectionId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by dashes')
  .refine((id) => !VERSION_SEGMENT.test(id) && id !== 'crawlers', {
    message: 'must not read as a version (v1) or be "crawlers": section URLs would be ambiguous',
  })

export interface Parameter {
  name: string
  type: string
  required: boolean
  description: string
  default?: string
  children?: Parameter[]
}

/** A function parameter; `children` describes the fields of an object parameter. */
export const parameterSchema: z.ZodType<Parameter> = z.lazy(() =>
  z.strictObject({
    name: text,
    /** TypeScript-like type as readers see it: `string`, `'exact' | 'planned'`, `object`. */
    type: text,
    required: z.boolean().default(false),
    description: text,
    /** The value used when the parameter is left out, as code. */
    default: z.string().optional(),
    children: z.array(parameterSchema).optional(),
  }),
)

export const exampleSchema = z.strictObject({
  id: sectionId,
  name: text,
  /** Markdown shown above the code. */
  description: z.string().optional(),
  code: text,
  /** The SQL the example runs against, when it helps to try it. */
  data: z.string().optional(),
  /** What the call returns for that data. */
  response: z.string().optional(),
})

const base = {
  /** Unique in the document and shared across libraries for the same operation. */
  id: sectionId,
  title: text,
}

export const markdownSectionSchema = z.strictObject({
  ...base,
  kind: z.literal('markdown'),
  content: text,
})

export const functionSectionSchema = z.strictObject({
  ...base,
  kind: z.literal('function'),
  /** How the call is written, e.g. `from().select()`. */
  name: text,
  description: text,
  /** A TypeScript-style signature, shown as code. */
  signature: z.string().optional(),
  parameters: z.array(parameterSchema).default([]),
  returns: z.strictObject({ type: text, description: text }).optional(),
  /** Markdown: caveats and tips. */
  notes: z.string().optional(),
  examples: z.array(exampleSchema).min(1, 'needs at least one example'),
})

export const categorySchema = z.strictObject({
  ...base,
  kind: z.literal('category'),
  description: z.string().optional(),
  sections: z
    .array(z.discriminatedUnion('kind', [markdownSectionSchema, functionSectionSchema]))
    .min(1, 'must hold at least one section'),
})

export const clientSpecSchema = z.strictObject({
  /** Library id used in URLs: `javascript`. */
  library: sectionId,
  /** `v2`, `v1`. */
  version: z.string().regex(/^v\d+$/, 'must look like v1, v2'),
  title: text,
  /** Package name readers install. */
  package: text,
  /** Shiki language of the examples. */
  language: text,
  categories: z.array(categorySchema).min(1, 'must hold at least one category'),
})

export type ClientSpec = z.infer<typeof clientSpecSchema>
export type Category = z.infer<typeof categorySchema>
export type FunctionSection = z.infer<typeof functionSectionSchema>
export type MarkdownSection = z.infer<typeof markdownSectionSchema>
export type Example = z.infer<typeof exampleSchema>

/** The shared section tree: ids and generic titles of operations across client libraries. */
export const sharedSectionsSchema = z.array(
  z.strictObject({
    category: text,
    sections: z.array(z.strictObject({ id: sectionId, title: text })).min(1),
  }),
)
