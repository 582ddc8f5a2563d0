// Flags for every Chromium the tests and scripts drive (playwright.config.ts too): no sandbox (CI runs as root),
// no GPU, and nothing in the background that would add requests or CPU to what is measured.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
