/** Collections of the docs area (filled in by its issue). */
export const docsCollections = {};
