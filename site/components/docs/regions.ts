/** "São Paulo" → "sao-paulo": the API and CLI region id of a data center in the site config. */
export const regionId = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
