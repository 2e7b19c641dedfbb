import type { DocCategory, DocSection } from './document'
import { toKebabCase } from './kebab-case'
import { apiOperation, type CredentialPlaceholders } from './openapi-operation'
import { operationsOf, type OpenApiSpec } from './openapi-schema'

/** The credentials the management API's examples send; a server's are its own tokens. */
export const PLACEHOLDERS: Record<'api' | 'server', CredentialPlaceholders> = {
  api: { bearer: '<PERSONAL_ACCESS_TOKEN>' },
  server: { bearer: '<ACCESS_TOKEN>' },
}

/**
 * An OpenAPI document as reference categories: the Markdown sections (Introduction), the
 * configuration groups of a server (Configuration), then one category per tag with a section
 * per operation, in the document's order.
 */
export function openApiCategories(spec: OpenApiSpec, kind: 'api' | 'server'): DocCategory[] {
  const introduction: DocCategory = {
    id: 'introduction',
    title: 'Introduction',
    sections: spec['x-plinth-sections'].map((section) => ({
      kind: 'markdown',
      id: section.id,
      title: section.title,
      section: {
        kind: 'markdown',
        id: section.id,
        title: section.title,
        content: section.markdown,
      },
    })),
  }
  const groups = spec['x-plinth-configuration']?.groups ?? []
  const configuration: DocCategory[] =
    groups.length > 0
      ? [
          {
            id: 'configuration',
            title: 'Configuration',
            sections: groups.map((group) => ({
              kind: 'configuration',
              id: group.id,
              title: group.title,
              group,
            })),
          },
        ]
      : []
  const operations = operationsOf(spec)
  const tagged = spec.tags.map((tag): DocCategory => ({
    id: `tag-${toKebabCase(tag.name)}`,
    title: tag.name,
    description: tag.description,
    sections: operations
      .filter(({ operation }) => operation.tags[0] === tag.name)
      .map(({ path, method, operation, item }): DocSection => ({
        kind: 'operation',
        id: operation.operationId,
        title: operation.summary,
        operation: apiOperation(
          spec,
          path,
          method,
          operation,
          item.parameters ?? [],
          PLACEHOLDERS[kind],
        ),
      })),
  }))
  return [introduction, ...configuration, ...tagged]
}
