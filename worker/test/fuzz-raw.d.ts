// Vite's `?raw` imports: the fuzz test reads README's API table to check its endpoint list.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
