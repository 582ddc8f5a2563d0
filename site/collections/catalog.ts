/** Collections of the catalog area (filled in by its issue). */
export const catalogCollections = {};
