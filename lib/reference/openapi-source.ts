import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { ReferenceDocument } from './document'

/** The spec file of a reference document, below `root` (content/reference). */
export const specFileOf = (
  doc: Pick<ReferenceDocument, 'library' | 'version'>,
  root = 'content/reference',
) => path.join(root, doc.library, `${doc.version}.yaml`)

/** The OpenAPI document of a reference exactly as written, as JSON for tools. */
export function openApiSourceJson(doc: Pick<ReferenceDocument, 'library' | 'version'>): string {
  return `${JSON.stringify(parse(fs.readFileSync(specFileOf(doc), 'utf8')), null, 2)}\n`
}
