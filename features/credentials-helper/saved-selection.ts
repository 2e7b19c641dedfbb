import * as z from 'zod/mini'

/** `[orgId, projectRef, "Org name / Project name"]` */
const projectTuple = z.tuple([z.string(), z.string().check(z.minLength(1)), z.string()])
/** `[branchId, "branch name"]` */
const branchTuple = z.tuple([z.string(), z.string()])

export interface SavedProject {
  orgId: string
  ref: string
  label: string
}

export interface SavedSelection {
  orgId: string | null
  project: SavedProject | null
  branch: { id: string; name: string } | null
}

export interface RawSelection {
  org: string | null
  project: string | null
  branch: string | null
}

function parseJson<T>(raw: string | null, schema: z.ZodMiniType<T>): T | null {
  if (raw === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The saved project (`docs.ui.user.selected.project`), or null when it does not parse. */
export function parseSavedProject(raw: string | null): SavedProject | null {
  const project = parseJson(raw, projectTuple)
  return project ? { orgId: project[0], ref: project[1], label: project[2] } : null
}

/**
 * Reads the three saved values; each one that does not parse is ignored on its own. The
 * organization id is stored as a plain string (older writers) or a JSON string; both are read.
 */
export function parseSavedSelection(raw: RawSelection): SavedSelection {
  const orgFromJson = parseJson(raw.org, z.union([z.string(), z.number()]))
  const orgId =
    orgFromJson !== null ? String(orgFromJson) : raw.org && /^\d+$/.test(raw.org) ? raw.org : null
  const branch = parseJson(raw.branch, branchTuple)
  return {
    orgId,
    project: parseSavedProject(raw.project),
    branch: branch ? { id: branch[0], name: branch[1] } : null,
  }
}

/** The values to store for a selection, in the contract's formats. */
export function serializeProject(orgId: number, ref: string, label: string): RawSelection {
  return { org: String(orgId), project: JSON.stringify([String(orgId), ref, label]), branch: null }
}

export function serializeBranch(id: string, name: string): string {
  return JSON.stringify([id, name])
}
