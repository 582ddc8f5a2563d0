/** The VIES stand-in's starter (vies-stand-in.mjs), typed for the TypeScript configs that import it. */
export function startViesStandIn(options?: {
  port?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; close: () => Promise<void> }>;
