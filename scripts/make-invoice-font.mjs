// `node scripts/make-invoice-font.mjs`: cuts DejaVu Sans (regular and bold) down to the scripts a
// customer can type a billing name in (Latin, Greek, Cyrillic) and writes them to worker/assets/fonts/,
// where worker/lib/invoice-pdf.ts bundles them into the Worker for the invoice PDFs.
//
// Run once by a developer; the output is committed, since CI machines may not have the system font.
// Needs the Debian/Ubuntu package fonts-dejavu-core (or DEJAVU_DIR pointing at DejaVuSans.ttf).
// The fonts' licence (Bitstream Vera, DejaVu changes public domain) ships beside them as LICENSE.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE_DIR = process.env.DEJAVU_DIR ?? '/usr/share/fonts/truetype/dejavu';
const OUT_DIR = fileURLToPath(new URL('../worker/assets/fonts/', import.meta.url));

/** Unicode blocks, inclusive. Anything else on an invoice is drawn as "?" (worker/lib/pdf-flow.ts). */
const RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  [0x0180, 0x024f], // Latin Extended-B
  [0x02b0, 0x02ff], // Spacing Modifier Letters (ʻokina, ˇ, ˘)
  [0x0300, 0x036f], // Combining Diacritical Marks: accents without a precomposed letter
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x04ff], // Cyrillic
  [0x0500, 0x052f], // Cyrillic Supplement
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x1f00, 0x1fff], // Greek Extended (polytonic)
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20cf], // Currency Symbols
  [0x2116, 0x2116], // № (numero sign)
  [0x2122, 0x2122], // ™
];

const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

await mkdir(OUT_DIR, { recursive: true });
for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
  const source = await readFile(`${SOURCE_DIR}/${file}`);
  // Hinting helps screens at small sizes, not PDF viewers that scale outlines; dropping it halves the file.
  const subset = await subsetFont(source, text, { targetFormat: 'sfnt', noHinting: true });
  await writeFile(`${OUT_DIR}${file}`, subset);
  console.log(`${file}: ${source.length} → ${subset.length} bytes`);
}
