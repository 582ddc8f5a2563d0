/** Collections of the marketing area (filled in by its issue). */
export const marketingCollections = {};
