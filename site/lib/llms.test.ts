import { describe, expect, it } from 'vitest';
import { llmsText } from './llms';

describe('llms.txt (llmstxt.org format)', () => {
  it('has the name as H1, the summary as a quote, details, then H2 sections of links with one-line summaries', () => {
    expect(
      llmsText({
        name: 'Nimbus Cloud',
        summary: 'Cloud hosting.',
        details: 'Markdown copies everywhere.',
        sections: [
          {
            title: 'Docs',
            links: [{ title: 'Compute', href: 'https://x.example/docs/compute.md', summary: 'VMs\n and GPUs.' }],
          },
          { title: 'Empty', links: [] },
        ],
      }),
    ).toBe(
      '# Nimbus Cloud\n\n> Cloud hosting.\n\nMarkdown copies everywhere.\n\n## Docs\n- [Compute](https://x.example/docs/compute.md): VMs and GPUs.',
    );
  });
});
