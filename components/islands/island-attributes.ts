/** The attribute of an island's holder that carries its props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** The attribute of the element holding an island's children (`IslandChildren`). */
export const ISLAND_CHILDREN_ATTRIBUTE = 'data-island-children'
