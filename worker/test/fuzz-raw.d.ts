// Vite's `?raw` imports: tests read the generated tables of docs/api.md and docs/security.md.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
