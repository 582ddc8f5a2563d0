/** Registers the project's own client directives with Astro (see demand.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function islandDirectives(): AstroIntegration {
  return {
    name: 'nimbus:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'demand', entrypoint: fileURLToPath(new URL('./demand.ts', import.meta.url)) });
      },
    },
  };
}
