/**
 * The servers browser tests run against: the production build (`out/`) with the local platform,
 * one per platform seed, each on its own port.
 */
const seeds = {
  default: 'platform/seed/default.json',
  organizationsError: 'platform/seed/faults/organizations-500.json',
  projectsError: 'platform/seed/faults/projects-500.json',
  branchesError: 'platform/seed/faults/branches-500.json',
  apiSettingsError: 'platform/seed/faults/api-settings-500.json',
  projectsMalformed: 'platform/seed/faults/projects-malformed.json',
  noProjects: 'platform/seed/faults/no-projects.json',
  projectsSlow: 'platform/seed/faults/projects-slow.json',
} as const

export type ServerName = keyof typeof seeds

/** First port of the test servers; another lets two checkouts run their tests side by side. */
const firstPort = Number(process.env.E2E_FIRST_PORT ?? 3210)

export const servers = Object.entries(seeds).map(([name, seed], index) => ({
  name: name as ServerName,
  seed,
  port: firstPort + index,
}))

const nginxPort = firstPort + Object.keys(seeds).length

/** The same export served by Debian's nginx with the configuration the build generates. */
export const nginxServer = { port: nginxPort, origin: `http://127.0.0.1:${nginxPort}` } as const

export function originOf(name: ServerName): string {
  const server = servers.find((candidate) => candidate.name === name)
  if (!server) throw new Error(`no test server ${name}`)
  return `http://localhost:${server.port}`
}
