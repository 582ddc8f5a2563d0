/**
 * /llms.txt in the llms.txt format (llmstxt.org): the site's name, a one-paragraph summary, then
 * sections of links with one-line summaries. Pages link to their Markdown copies (path + `.md`),
 * which scripts/lib/machine-docs.mjs writes after the build, along with /llms-full.txt.
 */
export type LlmsLink = { title: string; href: string; summary: string };
export type LlmsSection = { title: string; links: LlmsLink[] };

export function llmsText(input: { name: string; summary: string; details: string; sections: LlmsSection[] }): string {
  const line = (link: LlmsLink) => `- [${link.title}](${link.href}): ${link.summary.replace(/\s+/g, ' ').trim()}`;
  return [
    `# ${input.name}`,
    `> ${input.summary}`,
    input.details,
    ...input.sections
      .filter((section) => section.links.length > 0)
      .map((section) => [`## ${section.title}`, ...section.links.map(line)].join('\n')),
  ].join('\n\n');
}
