/**
 * Shiki tokenizes every line whole, however long that takes. By default it stops a line after
 * 500 ms and leaves the rest of it plain, so on a loaded machine (and in the first block a process
 * highlights, which compiles the grammar's patterns) the same block came out highlighted one way
 * or another.
 */
export const tokenizeOptions = { tokenizeTimeLimit: 0 } as const
