import { describe, expect, it } from 'vitest';
import { bodyText, formatDate, isoDate, readingMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingMinutes', () => {
  it.each([
    ['an empty body reads in at least a minute', '', 1],
    ['400 words of prose take 2 minutes', words(400), 2],
    ['1000 words take 5 minutes', words(1000), 5],
    [
      'code counts by lines: 200 words and 30 lines take 4 minutes',
      `${words(200)}\n\n\`\`\`bash\n${'echo hi\n'.repeat(30)}\`\`\`\n`,
      4,
    ],
    [
      'MDX imports and JSX tags are not read',
      `import X from './x';\n\n<Callout title="Tip">\n${words(200)}\n</Callout>`,
      1,
    ],
  ])('%s', (_, body, minutes) => {
    expect(readingMinutes(body)).toBe(minutes);
  });

  it('adds time per step when the text is followed along (guides)', () => {
    const steps = `${words(200)}\n\n${'```bash\nnimbus deploy\n```\n\n'.repeat(5)}`;
    expect(readingMinutes(steps)).toBe(2);
    expect(readingMinutes(steps, { minutesPerCodeBlock: 1 })).toBe(7);
  });
});

describe('bodyText', () => {
  it('counts the words a reader reads: link text but not link targets, code apart', () => {
    const body = 'Read [the GPU guide](/docs/guides/train-on-gpu) first.\n\n```bash\nnimbus login\n```\n';
    expect(bodyText(body)).toEqual({ words: 5, codeLines: 1, codeBlocks: 1 });
  });
});

describe('dates', () => {
  it('prints the calendar day whatever the time zone', () => {
    const date = new Date('2025-04-10T00:00:00Z');
    expect(formatDate(date)).toBe('April 10, 2025');
    expect(isoDate(date)).toBe('2025-04-10');
  });
});
