/**
 * The management API's OpenAPI document describes the four platform calls the credentials helper
 * makes: its schemas and examples must agree with the contract the docs and the dashboard share.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { resolveRef } from '../reference/openapi-resolve'
import type { JsonSchema } from '../reference/openapi-schema'
import {
  apiSettingsSchema,
  branchesSchema,
  organizationsSchema,
  platformApiRoutes,
  projectsSchema,
} from './api'

interface Document {
  paths: Record<
    string,
    {
      get?: {
        responses: Record<
          string,
          { content?: Record<string, { schema: JsonSchema; example: unknown }> }
        >
      }
    }
  >
}
const document = parse(fs.readFileSync('content/reference/api/v1.yaml', 'utf8')) as Document

/** `/v1/projects/:ref/branches` → `/v1/projects/{ref}/branches`, as OpenAPI writes paths. */
const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}')

function successOf(route: string) {
  const media =
    document.paths[openApiPath(route)]?.get?.responses['200']?.content?.['application/json']
  if (!media)
    throw new Error(
      `content/reference/api/v1.yaml: no GET ${openApiPath(route)} answering 200 JSON`,
    )
  return media
}

/** The object schema of a response (the item schema of an array), with its `required` list. */
function objectSchema(schema: JsonSchema): JsonSchema {
  const resolved = resolveRef<JsonSchema>(document, schema).value
  return resolved.items ? objectSchema(resolved.items) : resolved
}

const calls = [
  ['organizations', platformApiRoutes.organizations, organizationsSchema],
  ['projects', platformApiRoutes.projects, projectsSchema],
  ['branches', platformApiRoutes.branches, branchesSchema],
  ['API settings', platformApiRoutes.apiSettings, apiSettingsSchema],
] as const

describe('the platform calls in the OpenAPI document', () => {
  for (const [name, route, contract] of calls) {
    it(`${name}: the example response satisfies the contract's schema`, () => {
      const result = contract.safeParse(successOf(route).example)
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
    })

    it(`${name}: every field the contract requires is a required property of the schema`, () => {
      const { schema, example } = successOf(route)
      const sample: unknown = Array.isArray(example) ? example[0] : example
      const object = objectSchema(schema)
      for (const key of Object.keys(sample as object)) {
        const without = Object.fromEntries(
          Object.entries(sample as object).filter(([other]) => other !== key),
        )
        const contractRequires = !contract.safeParse(Array.isArray(example) ? [without] : without)
          .success
        expect(Object.keys(object.properties ?? {}), `${route} ${key}`).toContain(key)
        if (contractRequires) expect(object.required ?? [], `${route} ${key}`).toContain(key)
      }
    })
  }
})
