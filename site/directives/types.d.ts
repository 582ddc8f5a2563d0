// `client:demand` on framework components (site/directives/demand.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:demand'?: string;
  }
}

export {};
