/** The dashboard session the docs share on the same origin (DESIGN.md storage contract). */
export const SESSION_STORAGE_KEY = 'plinth.dashboard.auth.token'
