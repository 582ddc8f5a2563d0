// Share images (docs/decisions/share-cards-and-structured-data.md): after `astro build`, draws the 1200×630 PNG that each page's og:image names.
// The page computed the content-hashed name at render (site/lib/share-card.ts); this step reads
// each built page's og:title and path, recomputes the card, checks the name, and draws it with
// satori (layout to SVG, Inter from @fontsource/inter) and resvg (SVG to PNG). Drawn cards are kept
// in node_modules/.cache/nimbus-og by name, so an unchanged page is never drawn twice. A post's
// card is also its cover (site/components/blog/cover.ts): it gets WebP copies 600 and 1200 px wide
// beside the PNG.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { shareCard, shareCardSize } from '../../site/lib/share-card.ts';
import { site } from '../../site/shared/config.ts';

const require = createRequire(import.meta.url);
const coverWidths = [600, 1200];
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

/** Per section or category, where the glows sit and which brand tones they mix (all indigo to violet). */
const moods = [
  { glow: 'rgba(167,139,250,0.55)', at: '88% 12%', deep: '#312e81', mid: '#4338ca', end: '#6d28d9' },
  { glow: 'rgba(129,140,248,0.6)', at: '12% 10%', deep: '#1e1b4b', mid: '#3730a3', end: '#7c3aed' },
  { glow: 'rgba(196,181,253,0.5)', at: '80% 90%', deep: '#2e1065', mid: '#5b21b6', end: '#4f46e5' },
  { glow: 'rgba(165,180,252,0.55)', at: '50% 0%', deep: '#1e1b4b', mid: '#4f46e5', end: '#8b5cf6' },
];
const moodIndex = {
  Engineering: 0,
  Tutorials: 1,
  'Product Updates': 2,
  'Best Practices': 3,
  Security: 1,
  'Case Studies': 2,
};
const moodOf = (text) =>
  moods[moodIndex[text] ?? [...text].reduce((sum, c) => sum + c.charCodeAt(0), 0) % moods.length];

/** A faint circle behind the content, for depth. */
const ring = (size, left, top, colour) =>
  h('div', {
    position: 'absolute',
    left,
    top,
    width: size,
    height: size,
    borderRadius: size,
    border: `2px solid ${colour}`,
    display: 'flex',
  });

/** The card: brand, section, title and address on the indigo-to-violet brand gradient. */
export function cardElement(card) {
  const mood = moodOf(card.section);
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
      backgroundImage: `radial-gradient(circle at ${mood.at}, ${mood.glow} 0%, rgba(167,139,250,0) 45%), radial-gradient(circle at 8% 100%, rgba(79,70,229,0.7) 0%, rgba(79,70,229,0) 55%), linear-gradient(135deg, ${mood.deep} 0%, ${mood.mid} 45%, ${mood.end} 100%)`,
    },
    ring(520, 860, -150, mood.glow),
    ring(340, 950, -60, 'rgba(255,255,255,0.16)'),
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
      title === site.tagline ? null : h('div', { display: 'flex' }, site.tagline),
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

/** The files of a card in `og/`: its PNG, and for a post's cover the WebP copies too. */
function cardFiles(card) {
  const name = card.path.slice('/og/'.length);
  return card.cover ? [name, ...coverWidths.map((w) => name.replace(/\.png$/, `-${w}.webp`))] : [name];
}

/** Draws `cards` into `outDir` and the cache (called in a worker thread by drawInThread). */
export async function drawCards(cards, outDir) {
  const fontList = await fonts();
  for (const card of cards) {
    const name = card.path.slice('/og/'.length);
    const png = await renderPng(cardElement(card), fontList);
    const outputs = new Map([[name, png]]);
    if (card.cover) {
      for (const w of coverWidths) {
        const webp = await sharp(png).resize(w).webp({ quality: 82 }).toBuffer();
        outputs.set(name.replace(/\.png$/, `-${w}.webp`), webp);
      }
    }
    for (const [file, bytes] of outputs) {
      await writeFile(join(cacheDir, file), bytes);
      await writeFile(join(outDir, file), bytes);
    }
  }
}

function drawInThread(cards, outDir) {
  if (!cards.length) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./og-draw-thread.mjs', import.meta.url), { workerData: { cards, outDir } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`share-image thread exited with ${code}`)),
    );
  });
}

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
    const section = meta(html, 'article:section');
    const card = shareCard(decode(title), pathname, site.name, section === null ? undefined : decode(section));
    if (new URL(image).pathname !== card.path) {
      throw new Error(`${file}: og:image ${image} is not the card of "${card.title}" (${card.section}): ${card.path}`);
    }
    // A post's card is also its cover on the blog pages (site/components/blog/cover.ts).
    const cover = /^\/blog\/[^/]+\.html$/.test(pathname);
    cards.set(card.path, { ...card, cover });
  }
  await mkdir(join(dist, 'og'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const toDraw = [];
  for (const card of cards.values()) {
    try {
      for (const file of cardFiles(card)) await copyFile(join(cacheDir, file), join(dist, 'og', file));
    } catch {
      toDraw.push(card); // Not drawn yet.
    }
  }
  // Drawing is CPU-bound (resvg ~80 ms a card): the cards are shared out to one thread per core.
  const threads = Math.min(availableParallelism(), 4, toDraw.length);
  await Promise.all(
    Array.from({ length: threads }, (_, i) =>
      drawInThread(
        toDraw.filter((_, n) => n % threads === i),
        join(dist, 'og'),
      ),
    ),
  );
  const drawn = toDraw.length;
  return { images: cards.size, drawn, ms: Math.round(performance.now() - started) };
}
