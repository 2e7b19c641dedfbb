import { z } from 'zod'

const httpsUrl = z.url({ protocol: /^https$/ })
/** A tag; commas separate tags in the catalogue's address (`?tags=Geo,Search`). */
const tag = z.string().regex(/^[^,]+$/, 'expected a tag name without commas')
const guidePath = z
  .string()
  .regex(/^\/guides\/[a-z0-9_/-]+$/, 'expected a guide path like /guides/…')

const extensionSchema = z.strictObject({
  /** The name `create extension` takes. */
  name: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'expected an extension name (lowercase, digits, _ and -)'),
  /** One line, written by us, in the manner of Postgres's own extension comment. */
  comment: z
    .string()
    .min(10)
    .max(120)
    .refine((text) => !text.includes('\n'), 'must be one line'),
  tags: z.array(tag).min(1),
  /** Its guide page (`/guides/...`) or its project's documentation (https). */
  link: z.union([guidePath, httpsUrl]),
  /** The upstream project; the link used while the guide page does not exist. */
  upstream: httpsUrl.nullable(),
  /** The dashboard product built on the extension. */
  product: z
    .strictObject({ name: z.string().min(1), dashboardPath: z.string().startsWith('/').nullable() })
    .optional(),
})

/** `content/catalogues/extensions.json`: the tags, then every extension a project can enable. */
export const extensionsCatalogueSchema = z
  .strictObject({
    tags: z.array(tag).min(1),
    extensions: z.array(extensionSchema).min(1),
  })
  .superRefine((catalogue, context) => {
    const known = new Set(catalogue.tags)
    const seen = new Set<string>()
    catalogue.extensions.forEach((extension, index) => {
      if (seen.has(extension.name)) {
        context.addIssue({
          code: 'custom',
          path: ['extensions', index, 'name'],
          message: `"${extension.name}" is listed twice`,
        })
      }
      seen.add(extension.name)
      extension.tags.forEach((tag, tagIndex) => {
        if (!known.has(tag)) {
          context.addIssue({
            code: 'custom',
            path: ['extensions', index, 'tags', tagIndex],
            message: `"${tag}" is not in the catalogue's tags`,
          })
        }
      })
      if (extension.link.startsWith('/') && extension.upstream === null) {
        context.addIssue({
          code: 'custom',
          path: ['extensions', index, 'upstream'],
          message: 'required when the link is a guide page (the page may not exist yet)',
        })
      }
    })
  })

export type ExtensionsCatalogueData = z.infer<typeof extensionsCatalogueSchema>
export type ExtensionData = ExtensionsCatalogueData['extensions'][number]
