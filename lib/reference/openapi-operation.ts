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
  examples: { curl: string; fetch: string }
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
  const parameters = [...fromPath, ...own].map((parameter): ApiParameter & { value: unknown } => ({
    name: parameter.name,
    location: parameter.in,
    type: typeLabel(spec, parameter.schema),
    required: parameter.in === 'path' || parameter.required === true,
    description: parameter.description,
    example: asText(parameter.example),
    value: parameter.example,
  }))

  const body = operation.requestBody ? resolve<OpenApiRequestBody>(operation.requestBody) : null
  const bodyMedia = body ? firstMedia(body.content) : null
  const requestBody: ApiBody | null =
    body && bodyMedia
      ? {
          mediaType: bodyMedia[0],
          required: body.required === true,
          description: body.description ?? null,
          schema: schemaView(spec, bodyMedia[1].schema),
          example: shown(bodyMedia[0], bodyMedia[1].example),
        }
      : null

  const responses = Object.entries(operation.responses)
    .sort(([a], [b]) => STATUS_ORDER(a) - STATUS_ORDER(b))
    .map(([status, value]): ApiResponse => {
      const answer = resolve<OpenApiResponse>(value)
      const media = firstMedia(answer.content)
      return {
        status,
        description: answer.description,
        mediaType: media?.[0] ?? null,
        schema: media ? schemaView(spec, media[1].schema) : null,
        example: media && media[1].example !== undefined ? shown(media[0], media[1].example) : null,
      }
    })

  const security = operation.security ?? spec.security
  const pick = (location: OpenApiParameter['in']) =>
    parameters.filter((parameter) => parameter.location === location && parameter.required)
  const success = responses.find((response) => /^2/.test(response.status))
  const request: RequestExample = {
    method: method.toUpperCase(),
    url: requestUrl(
      spec.servers[0]?.url ?? '',
      path,
      Object.fromEntries(pick('path').map((parameter) => [parameter.name, parameter.value])),
      pick('query').map((parameter) => [parameter.name, parameter.value]),
    ),
    headers: [
      ...credentialHeaders(spec, security, placeholders),
      ...pick('header').map((parameter): [string, string] => [parameter.name, parameter.example]),
    ],
    body: body && bodyMedia ? { mediaType: bodyMedia[0], example: bodyMedia[1].example } : null,
    reads: success?.mediaType && !isJson(success.mediaType) ? 'text' : 'json',
  }

  return {
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    summary: operation.summary,
    description: operation.description,
    deprecated: operation.deprecated === true,
    parameters: parameters.map(({ value: _value, ...parameter }) => parameter),
    requestBody,
    responses,
    authenticated: (security ?? []).some((requirement) => Object.keys(requirement).length > 0),
    examples: { curl: curlExample(request), fetch: fetchExample(request) },
  }
}
