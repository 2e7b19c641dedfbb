import {
  asText,
  curlExample,
  fetchExample,
  isJson,
  requestUrl,
  type RequestExample,
} from './openapi-examples'
import { resolveRef } from './openapi-resolve'
import type {
  HttpMethod,
  OpenApiExample,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiRequestBody,
  OpenApiResponse,
  OpenApiSpec,
  Reference,
} from './openapi-schema'
import { schemaView, typeLabel, type SchemaView } from './openapi-schema-view'

export interface ApiParameter {
  name: string
  location: OpenApiParameter['in']
  type: string
  required: boolean
  description: string
  example: string
}

export interface ApiBody {
  mediaType: string
  required: boolean
  description: string | null
  schema: SchemaView
  /** The example as shown: JSON pretty-printed, other media types as written. */
  example: string
}

export interface ApiResponse {
  /** `200`, `404`, `default`. */
  status: string
  description: string
  mediaType: string | null
  schema: SchemaView | null
  example: string | null
}

/**
 * One request as the examples show it. An operation whose body has named `examples` has one per
 * name, titled with the example's summary; otherwise it has one, untitled.
 */
export interface ApiRequestExample {
  title: string | null
  curl: string
  fetch: string
}

/** One operation of an OpenAPI document, resolved and ready to render. */
export interface ApiOperation {
  method: Uppercase<HttpMethod>
  path: string
  summary: string
  description: string
  deprecated: boolean
  parameters: ApiParameter[]
  requestBody: ApiBody | null
  responses: ApiResponse[]
  /** Whether the request carries credentials (the document's or the operation's `security`). */
  authenticated: boolean
  examples: ApiRequestExample[]
}

/**
 * The placeholder the examples send for the document's first security scheme when it is a bearer
 * token; other schemes get one made from their name (`session_token` → `<SESSION_TOKEN>`).
 */
export type CredentialPlaceholders = Record<'bearer', string>

const firstMedia = (content: Record<string, OpenApiMediaType> | undefined) => {
  const entries = Object.entries(content ?? {})
  return entries.find(([type]) => isJson(type)) ?? entries[0] ?? null
}

interface NamedValue {
  name: string | null
  summary: string | null
  value: unknown
}

/** The examples of a parameter or media type: its named `examples`, or its `example` unnamed. */
const examplesOf = (holder: {
  example?: unknown
  examples?: Record<string, OpenApiExample>
}): [NamedValue, ...NamedValue[]] => {
  const named = Object.entries(holder.examples ?? {}).map(([name, example]): NamedValue => ({
    name,
    summary: example.summary,
    value: example.value,
  }))
  const [first, ...rest] = named
  return first ? [first, ...rest] : [{ name: null, summary: null, value: holder.example }]
}

/** The example of the given name when there is one, else the first. */
const exampleNamed = (holder: Parameters<typeof examplesOf>[0], name: string | null) => {
  const all = examplesOf(holder)
  return (all.find((example) => example.name !== null && example.name === name) ?? all[0]).value
}

const shown = (mediaType: string, example: unknown) =>
  isJson(mediaType) ? JSON.stringify(example, null, 2) : asText(example)

const placeholderOf = (name: string) => `<${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}>`

/** The headers the security requirement asks for, with placeholders for the secrets. */
function credentialHeaders(
  spec: OpenApiSpec,
  security: OpenApiOperation['security'],
  placeholders: CredentialPlaceholders,
): [string, string][] {
  const requirement = security?.[0] ?? {}
  const schemes = spec.components?.securitySchemes ?? {}
  const primary = Object.keys(schemes)[0]
  return Object.keys(requirement).flatMap((name): [string, string][] => {
    const scheme = schemes[name]
    if (!scheme) return []
    if (scheme.type === 'http' && scheme.scheme === 'bearer') {
      return [
        ['Authorization', `Bearer ${name === primary ? placeholders.bearer : placeholderOf(name)}`],
      ]
    }
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
      return [[scheme.name, placeholderOf(scheme.name)]]
    }
    return []
  })
}

const STATUS_ORDER = (status: string) => (status === 'default' ? 1000 : Number(status))

/** An operation with its references followed, its tables' rows and its generated examples. */
export function apiOperation(
  spec: OpenApiSpec,
  path: string,
  method: HttpMethod,
  operation: OpenApiOperation,
  inherited: (Reference | OpenApiParameter)[],
  placeholders: CredentialPlaceholders,
): ApiOperation {
  const resolve = <T>(value: T | Reference) => resolveRef<T>(spec, value).value
  const own = (operation.parameters ?? []).map((parameter) => resolve<OpenApiParameter>(parameter))
  const fromPath = inherited
    .map((parameter) => resolve<OpenApiParameter>(parameter))
    .filter(
      (parameter) =>
        !own.some((other) => other.name === parameter.name && other.in === parameter.in),
    )
  const parameters = [...fromPath, ...own].map(
    (parameter): ApiParameter & { source: OpenApiParameter } => ({
      name: parameter.name,
      location: parameter.in,
      type: typeLabel(spec, parameter.schema),
      required: parameter.in === 'path' || parameter.required === true,
      description: parameter.description,
      example: asText(exampleNamed(parameter, null)),
      source: parameter,
    }),
  )

  const body = operation.requestBody ? resolve<OpenApiRequestBody>(operation.requestBody) : null
  const bodyMedia = body ? firstMedia(body.content) : null
  const requestBody: ApiBody | null =
    body && bodyMedia
      ? {
          mediaType: bodyMedia[0],
          required: body.required === true,
          description: body.description ?? null,
          schema: schemaView(spec, bodyMedia[1].schema),
          example: shown(bodyMedia[0], exampleNamed(bodyMedia[1], null)),
        }
      : null

  const responses = Object.entries(operation.responses)
    .sort(([a], [b]) => STATUS_ORDER(a) - STATUS_ORDER(b))
    .map(([status, value]): ApiResponse => {
      const answer = resolve<OpenApiResponse>(value)
      const media = firstMedia(answer.content)
      const example = media ? exampleNamed(media[1], null) : undefined
      return {
        status,
        description: answer.description,
        mediaType: media?.[0] ?? null,
        schema: media ? schemaView(spec, media[1].schema) : null,
        example: media && example !== undefined ? shown(media[0], example) : null,
      }
    })

  const security = operation.security ?? spec.security
  const pick = (location: OpenApiParameter['in']) =>
    parameters.filter((parameter) => parameter.location === location && parameter.required)
  const success = responses.find((response) => /^2/.test(response.status))
  // One request per named body example; each parameter sends its example of the same name.
  const variants: NamedValue[] = bodyMedia
    ? examplesOf(bodyMedia[1])
    : [{ name: null, summary: null, value: undefined }]
  const examples = variants.map((variant): ApiRequestExample => {
    const valueOf = (parameter: { source: OpenApiParameter }) =>
      exampleNamed(parameter.source, variant.name)
    const request: RequestExample = {
      method: method.toUpperCase(),
      url: requestUrl(
        spec.servers[0]?.url ?? '',
        path,
        Object.fromEntries(pick('path').map((parameter) => [parameter.name, valueOf(parameter)])),
        pick('query').map((parameter) => [parameter.name, valueOf(parameter)]),
      ),
      headers: [
        ...credentialHeaders(spec, security, placeholders),
        ...pick('header').map((parameter): [string, string] => [
          parameter.name,
          asText(valueOf(parameter)),
        ]),
      ],
      body: bodyMedia ? { mediaType: bodyMedia[0], example: variant.value } : null,
      reads: success?.mediaType && !isJson(success.mediaType) ? 'text' : 'json',
    }
    return { title: variant.summary, curl: curlExample(request), fetch: fetchExample(request) }
  })

  return {
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    summary: operation.summary,
    description: operation.description,
    deprecated: operation.deprecated === true,
    parameters: parameters.map(({ source: _source, ...parameter }) => parameter),
    requestBody,
    responses,
    authenticated: (security ?? []).some((requirement) => Object.keys(requirement).length > 0),
    examples,
  }
}
