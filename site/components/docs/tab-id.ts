/** "AI & Data" → "ai-data": the id part shared by a tab and its panel. */
export const tabId = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
