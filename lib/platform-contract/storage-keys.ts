/**
 * localStorage key of the dashboard session, shared by the dashboard and the docs on one origin.
 * Apart from the session's schema, so code that only checks for a session loads no validator.
 */
export const SESSION_STORAGE_KEY = 'plinth.dashboard.auth.token'
