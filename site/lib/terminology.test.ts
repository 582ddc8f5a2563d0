/** The prose lint of content/ with the project's own config (.textlintrc.cjs, content/terminology.json). */
import { createLinter, loadTextlintrc } from 'textlint';
import { describe, expect, it } from 'vitest';

const lint = async (text: string, file = 'content/blog/example.mdx') => {
  const linter = createLinter({ descriptor: await loadTextlintrc() });
  const result = await linter.lintText(text, file);
  return result.messages.map(({ line, message }) => `${line}: ${message}`);
};

describe('terminology', () => {
  it.each([
    ['Deploy from Github.', 'Incorrect term: “Github”, use “GitHub” instead'],
    ['Written in Javascript.', 'Incorrect term: “Javascript”, use “JavaScript” instead'],
    ['A nimbus cloud account.', 'Incorrect term: “nimbus cloud”, use “Nimbus Cloud” instead'],
    ['Runs Postgresql 17.', 'Incorrect term: “Postgresql”, use “PostgreSQL” instead'],
    ['Also on Mac OS X.', 'Incorrect term: “Mac OS X”, use “macOS” instead'],
    ['Pods on k8s.', 'Incorrect term: “k8s”, use “Kubernetes” instead'],
  ])('%s names the fix', async (text, message) => {
    expect(await lint(`---\ntitle: t\n---\n\n${text}\n`)).toEqual([`5: ${message}`]);
  });

  it('checks the text inside an MDX component, not code or imports', async () => {
    const text =
      "import Callout from 'x';\n\n<Callout>Use typescript.</Callout>\n\n`github.com` and\n\n```sh\nnpm i javascript\n```\n";
    expect(await lint(text)).toEqual(['3: Incorrect term: “typescript”, use “TypeScript” instead']);
  });

  it('passes names spelled the listed way', async () => {
    expect(
      await lint('Nimbus Cloud runs Node.js, TypeScript and PostgreSQL on Kubernetes with GitHub Actions.\n'),
    ).toEqual([]);
  });
});
