// Share images (R25): after `astro build`, draws the 1200×630 PNG that each page's og:image names.
// The page computed the content-hashed name at render (site/shared/share-card.ts); this step reads
// each built page's og:title and path, recomputes the card, checks the name, and draws it with
// satori (layout to SVG, Inter from @fontsource/inter) and resvg (SVG to PNG). Drawn cards are kept
// in node_modules/.cache/nimbus-og by name, so an unchanged page is never drawn twice.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { site } from '../../site/shared/config.ts';
import { shareCard, shareCardSize } from '../../site/shared/share-card.ts';

const require = createRequire(import.meta.url);
const cacheDir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'nimbus-og');

async function fonts() {
  const file = (weight) => readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: 'Inter', data: await file(500), weight: 500, style: 'normal' },
    { name: 'Inter', data: await file(700), weight: 700, style: 'normal' },
    { name: 'Inter', data: await file(800), weight: 800, style: 'normal' },
  ];
}

/** A satori element: the same shape React elements have. */
const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

const cloudMark = {
  type: 'svg',
  props: {
    width: 56,
    height: 56,
    viewBox: '0 0 32 32',
    children: [
      { type: 'rect', props: { width: 32, height: 32, rx: 8, fill: 'rgba(255,255,255,0.14)' } },
      {
        type: 'path',
        props: { d: 'M10.5 22.5h11.2a4.3 4.3 0 0 0 .5-8.57 6 6 0 0 0-11.5 1.6 3.5 3.5 0 0 0-.2 6.97z', fill: '#fff' },
      },
    ],
  },
};

/** The card: brand, section, title and address on the indigo-to-violet brand gradient. */
export function cardElement(card) {
  // The home page's title is the brand, already in the corner: it shows the tagline instead.
  const title = card.title === site.name ? site.tagline : card.title;
  const section = card.section === site.name ? null : card.section;
  const size = title.length > 60 ? 58 : title.length > 34 ? 68 : 80;
  return h(
    'div',
    {
      width: shareCardSize.width,
      height: shareCardSize.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: '#fff',
      fontFamily: 'Inter',
      backgroundColor: '#1e1b4b',
      backgroundImage:
        'radial-gradient(circle at 88% 12%, rgba(167,139,250,0.55) 0%, rgba(167,139,250,0) 45%), radial-gradient(circle at 8% 100%, rgba(79,70,229,0.7) 0%, rgba(79,70,229,0) 55%), linear-gradient(135deg, #312e81 0%, #4338ca 45%, #6d28d9 100%)',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 18 },
        cloudMark,
        h('div', { fontSize: 34, fontWeight: 800, letterSpacing: '-0.02em' }, site.name),
      ),
      section &&
        h(
          'div',
          {
            display: 'flex',
            fontSize: 26,
            fontWeight: 700,
            padding: '10px 24px',
            borderRadius: 999,
            backgroundColor: 'rgba(255,255,255,0.14)',
            border: '1px solid rgba(255,255,255,0.28)',
          },
          section,
        ),
    ),
    h(
      'div',
      {
        display: 'flex',
        fontSize: size,
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: '-0.03em',
        maxWidth: 1000,
        lineClamp: 3,
      },
      title,
    ),
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        fontSize: 26,
        fontWeight: 500,
        color: 'rgba(255,255,255,0.82)',
        borderTop: '2px solid rgba(255,255,255,0.2)',
        paddingTop: 28,
      },
      h('div', { display: 'flex' }, new URL(site.url).host),
      h('div', { display: 'flex' }, site.tagline),
    ),
  );
}

/** Renders a card element to PNG bytes. */
export async function renderPng(element, fontList) {
  const svg = await satori(element, { ...shareCardSize, fonts: fontList });
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareCardSize.width } }).render().asPng();
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const decode = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const meta = (html, property) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? null;

/** Draws every page's share image into `<dist>/og/`; returns counts and the time taken. */
export async function writeShareImages(dist) {
  const started = performance.now();
  const cards = new Map();
  for (const file of await htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const image = meta(html, 'og:image');
    const title = meta(html, 'og:title');
    if (!image || title === null) continue;
    const pathname = `/${relative(dist, file).split(sep).join('/')}`;
    const card = shareCard(decode(title), pathname, site.name);
    if (new URL(image).pathname !== card.path) {
      throw new Error(`${file}: og:image ${image} is not the card of "${card.title}" (${card.section}): ${card.path}`);
    }
    cards.set(card.path, card);
  }
  await mkdir(join(dist, 'og'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  let fontList;
  for (const card of cards.values()) {
    const name = card.path.slice('/og/'.length);
    const cached = join(cacheDir, name);
    try {
      await copyFile(cached, join(dist, 'og', name));
      continue;
    } catch {
      // Not drawn yet.
    }
    fontList ??= await fonts();
    const png = await renderPng(cardElement(card), fontList);
    await writeFile(cached, png);
    await writeFile(join(dist, 'og', name), png);
    drawn++;
  }
  return { images: cards.size, drawn, ms: Math.round(performance.now() - started) };
}
