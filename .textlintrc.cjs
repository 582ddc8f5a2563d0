// Prose lint of content/ (`npx textlint content`, a step of `npm test`): product and technology names
// spelled one way, from the list writers keep in content/terminology.json (docs/content.md).
const { join } = require('node:path');

module.exports = {
  // MDX parsed as Markdown: imports, exports and components are HTML nodes, so only prose is checked.
  plugins: { '@textlint/markdown': { extensions: ['.mdx'] } },
  rules: {
    terminology: { defaultTerms: false, terms: join(__dirname, 'content', 'terminology.json') },
  },
};
