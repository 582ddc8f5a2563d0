/**
 * Turns a mail template of `content/mail/` (front matter with the subject, paragraphs, links) and
 * its values into the subject, the plain-text part and the HTML part. Values are filled in
 * after the template's own links are found, so a customer's name can never become a link, and
 * every value is escaped in the HTML part.
 */
export type MailValues = Readonly<Record<string, string>>;
export type RenderedMail = { subject: string; text: string; html: string };

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export class MailTemplateError extends Error {}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

function fill(text: string, values: MailValues): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new MailTemplateError(`The mail template uses {{${key}}}, which it is not given`);
    return value;
  });
}

type Segment = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string };

/** A paragraph's text and links, with the values filled in. */
function segments(paragraph: string, values: MailValues): Segment[] {
  const parts: Segment[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ kind: 'text', text: fill(paragraph.slice(last, match.index), values) });
    const url = fill(href, values);
    if (!/^https?:\/\//.test(url)) throw new MailTemplateError(`A mail link must be an http(s) address: ${href}`);
    parts.push({ kind: 'link', label: fill(label, values), href: url });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) parts.push({ kind: 'text', text: fill(paragraph.slice(last), values) });
  return parts;
}

const styles = {
  body: "margin:0;padding:24px 12px;background:#f4f4f7;color:#1f2333;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6",
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e4ec;border-radius:12px;padding:32px 28px',
  brand: 'margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5',
  paragraph: 'margin:0 0 16px',
  link: 'color:#4338ca',
  button:
    'display:inline-block;padding:12px 22px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none',
  footer: 'max-width:560px;margin:16px auto 0;color:#6b6f80;font-size:13px;text-align:center',
};

function htmlParagraph(parts: Segment[]): string {
  const [only] = parts;
  if (parts.length === 1 && only?.kind === 'link') {
    return `<p style="${styles.paragraph}"><a href="${escapeHtml(only.href)}" style="${styles.button}">${escapeHtml(only.label)}</a></p>`;
  }
  const inner = parts
    .map((part) =>
      part.kind === 'text'
        ? escapeHtml(part.text).replace(/\n/g, '<br>')
        : `<a href="${escapeHtml(part.href)}" style="${styles.link}">${escapeHtml(part.label)}</a>`,
    )
    .join('');
  return `<p style="${styles.paragraph}">${inner}</p>`;
}

function textParagraph(parts: Segment[]): string {
  return parts.map((part) => (part.kind === 'text' ? part.text : `${part.label}: ${part.href}`)).join('');
}

/** Subject, plain text and HTML of `template` with `values`; a missing value or a bad link throws. */
export function renderMail(template: string, values: MailValues & { product: string }): RenderedMail {
  const source = template.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(source);
  const subjectLine = front?.[1]?.split('\n').find((line) => line.startsWith('subject:'));
  if (!front || !subjectLine)
    throw new MailTemplateError('A mail template starts with front matter holding its subject');
  const subject = fill(subjectLine.slice('subject:'.length).trim(), values);
  const paragraphs = source
    .slice(front[0].length)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => segments(paragraph, values));
  const text = `${paragraphs.map(textParagraph).join('\n\n')}\n`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.card}">`,
    `<p style="${styles.brand}">${escapeHtml(values.product)}</p>`,
    ...paragraphs.map(htmlParagraph),
    '</div>',
    `<p style="${styles.footer}">${escapeHtml(values.product)} sends this e-mail because of a request on your account. It has no tracking of any kind.</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
