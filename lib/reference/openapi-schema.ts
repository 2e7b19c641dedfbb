import { z } from 'zod'
import { VERSION_SEGMENT } from '../address/address'

/**
 * The rules of `content/reference/{api,self-hosting-*}/v1.yaml` beyond standard OpenAPI 3.1 (which
 * `@readme/openapi-parser` checks): what the reference engine needs to render every operation,
 * and the `x-plinth-sections` and `x-plinth-configuration` extensions.
 */

const text = z.string().trim().min(1, 'must not be empty')
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Ids the document's own URLs use: an operation or group must never take one. */
const RESERVED_IDS = new Set(['introduction', 'configuration', 'crawlers'])

const sectionId = z
  .string()
  .regex(kebab, 'must be lowercase words joined by dashes')
  .refine((id) => !VERSION_SEGMENT.test(id) && id !== 'crawlers', {
    message: 'must not read as a version (v1) or be "crawlers": section URLs would be ambiguous',
  })

const reference = z.looseObject({ $ref: z.string().startsWith('#/', 'must be a local reference') })
export type Reference = z.infer<typeof reference>

/**
 * A `$ref` or a value of `schema`, told apart by the `$ref` key, so an invalid value reports its
 * own failing fields rather than "matches neither".
 */
function refOr<T>(schema: z.ZodType<T>): z.ZodType<T | Reference> {
  return z.custom<T | Reference>().superRefine((value, context) => {
    const isReference = typeof value === 'object' && value !== null && '$ref' in value
    const result = (isReference ? reference : schema).safeParse(value)
    if (result.success) return
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
  })
}

/** A JSON Schema as the format writes it: every property of an object carries a description. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  format?: string
  description?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: boolean | JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  [key: string]: unknown
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().startsWith('#/', 'must be a local reference').optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    format: z.string().optional(),
    description: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    properties: z.record(z.string(), propertySchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    additionalProperties: z.union([z.boolean(), jsonSchema]).optional(),
    oneOf: z.array(jsonSchema).optional(),
    anyOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
  }),
)

/** A property: a `$ref` (described where it points) or a schema with its own description. */
const propertySchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.union([
    reference,
    jsonSchema.refine(
      (schema) => typeof schema.description === 'string' && schema.description.trim() !== '',
      {
        message: 'every property needs a description',
      },
    ),
  ]),
)

/**
 * A named example (`examples` of a parameter or media type): its summary titles the request
 * example the reference generates from it.
 */
const namedExample = z.looseObject({
  summary: text,
  description: z.string().optional(),
  value: z.unknown().refine((value) => value !== undefined, 'needs a value'),
})
export type OpenApiExample = z.infer<typeof namedExample>

const namedExamples = z
  .record(z.string(), namedExample)
  .refine((examples) => Object.keys(examples).length > 0, 'needs at least one example')

const hasExample = (value: { example?: unknown; examples?: unknown }) =>
  value.example !== undefined || value.examples !== undefined

const parameter = z
  .looseObject({
    name: text,
    in: z.enum(['path', 'query', 'header', 'cookie']),
    description: text,
    required: z.boolean().optional(),
    schema: jsonSchema,
    example: z.unknown().optional(),
    examples: namedExamples.optional(),
  })
  .refine(hasExample, { message: 'needs an example', path: ['example'] })
export type OpenApiParameter = z.infer<typeof parameter>

const mediaType = z
  .looseObject({
    schema: jsonSchema,
    example: z.unknown().optional(),
    examples: namedExamples.optional(),
  })
  .refine(hasExample, { message: 'needs an example', path: ['example'] })
export type OpenApiMediaType = z.infer<typeof mediaType>

const requestBody = z.looseObject({
  description: z.string().optional(),
  required: z.boolean().optional(),
  content: z
    .record(z.string(), mediaType)
    .refine((content) => Object.keys(content).length > 0, 'needs at least one media type'),
})
export type OpenApiRequestBody = z.infer<typeof requestBody>

const response = z.looseObject({
  description: text,
  content: z.record(z.string(), mediaType).optional(),
})
export type OpenApiResponse = z.infer<typeof response>

const securityRequirement = z.array(z.record(z.string(), z.array(z.string())))

const SUCCESS = /^2\d\d$/

const operation = z
  .looseObject({
    operationId: sectionId.refine((id) => !RESERVED_IDS.has(id), {
      message: 'must not be "introduction", "configuration" or "crawlers"',
    }),
    summary: text,
    description: text,
    tags: z.array(z.string()).length(1, 'needs exactly one tag'),
    parameters: z.array(refOr(parameter)).optional(),
    requestBody: refOr(requestBody).optional(),
    responses: z.record(z.string(), refOr(response)),
    security: securityRequirement.optional(),
    deprecated: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const success = Object.entries(value.responses).filter(([status]) => SUCCESS.test(status))
    if (success.length === 0) {
      context.addIssue({ code: 'custom', path: ['responses'], message: 'needs a 2xx response' })
    }
    for (const [status, answer] of success) {
      if ('$ref' in answer) continue
      const media = Object.values(answer.content ?? {})
      if (media.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['responses', status, 'content'],
          message: 'the success response needs a schema and an example',
        })
      }
    }
  })
export type OpenApiOperation = z.infer<typeof operation>

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'options',
  'head',
  'trace',
] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

const pathItem = z.looseObject({
  parameters: z.array(refOr(parameter)).optional(),
  ...Object.fromEntries(HTTP_METHODS.map((method) => [method, operation.optional()])),
}) as z.ZodType<
  { parameters?: (Reference | OpenApiParameter)[] } & Partial<Record<HttpMethod, OpenApiOperation>>
>

const markdownSection = z.strictObject({ id: sectionId, title: text, markdown: text })

export const CONFIGURATION_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'duration',
  'url',
  'list',
] as const

const variable = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be an environment variable name (UPPER_CASE)'),
  type: z.enum(CONFIGURATION_TYPES),
  default: z.string().optional(),
  required: z.boolean(),
  description: text,
})
export type ConfigurationVariable = z.infer<typeof variable>

const configurationGroup = z.strictObject({
  id: sectionId,
  title: text,
  description: text,
  variables: z.array(variable).min(1, 'must list at least one variable'),
})
export type ConfigurationGroup = z.infer<typeof configurationGroup>

const configuration = z.strictObject({
  groups: z.array(configurationGroup).min(1, 'must hold at least one group'),
})

const baseDocument = z.looseObject({
  openapi: z.string().startsWith('3.1', 'must be 3.1.x'),
  info: z.looseObject({ title: text, version: text, description: text }),
  servers: z.array(z.looseObject({ url: text })).min(1, 'needs at least one server (the base URL)'),
  tags: z.array(z.looseObject({ name: text, description: text })).min(1, 'needs at least one tag'),
  paths: z.record(z.string(), pathItem),
  security: securityRequirement.optional(),
  components: z
    .looseObject({
      schemas: z.record(z.string(), jsonSchema).optional(),
      parameters: z.record(z.string(), parameter).optional(),
      requestBodies: z.record(z.string(), requestBody).optional(),
      responses: z.record(z.string(), response).optional(),
      securitySchemes: z.record(z.string(), z.looseObject({ type: text })).optional(),
    })
    .optional(),
  'x-plinth-sections': z
    .array(markdownSection)
    .min(1, 'needs at least the introduction')
    .refine((sections) => sections[0]?.id === 'introduction', {
      message: 'the first section must have id "introduction"',
    }),
  'x-plinth-configuration': configuration.optional(),
})

export type OpenApiSpec = z.infer<typeof baseDocument>

/** Every operation of a document with where it sits: `paths./v1/projects.get`. */
export function operationsOf(spec: Pick<OpenApiSpec, 'paths'>) {
  return Object.entries(spec.paths).flatMap(([pathName, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const found = item[method]
      return found ? [{ path: pathName, method, operation: found, item }] : []
    }),
  )
}

/**
 * The format's schema for one kind of document: the servers' documents must describe their
 * configuration, the management API's has none.
 */
export function openApiSpecSchema(kind: 'api' | 'server') {
  return baseDocument.superRefine((spec, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message })
    if (kind === 'server' && !spec['x-plinth-configuration']) {
      issue(['x-plinth-configuration'], 'is required for a self-hosted server')
    }
    if (kind === 'api' && spec['x-plinth-configuration']) {
      issue(['x-plinth-configuration'], 'belongs to self-hosted servers only')
    }
    const taken = new Map<string, string>()
    const claim = (id: string, where: (string | number)[]) => {
      const first = taken.get(id)
      if (first) issue(where, `"${id}" is already used by ${first}`)
      else taken.set(id, where.join('.'))
    }
    spec['x-plinth-sections'].forEach((section, index) =>
      claim(section.id, ['x-plinth-sections', index, 'id']),
    )
    spec['x-plinth-configuration']?.groups.forEach((group, index) =>
      claim(group.id, ['x-plinth-configuration', 'groups', index, 'id']),
    )
    const tagNames = spec.tags.map((tag) => tag.name)
    const usedTags = new Set<string>()
    for (const { path: pathName, method, operation: found } of operationsOf(spec)) {
      claim(found.operationId, ['paths', pathName, method, 'operationId'])
      const tag = found.tags[0] ?? ''
      usedTags.add(tag)
      if (!tagNames.includes(tag)) {
        issue(['paths', pathName, method, 'tags', 0], `"${tag}" is not declared in tags`)
      }
    }
    spec.tags.forEach((tag, index) => {
      if (!usedTags.has(tag.name)) issue(['tags', index, 'name'], `"${tag.name}" has no operation`)
    })
  })
}
