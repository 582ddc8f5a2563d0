// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { chunkGroup } from './scripts/lib/chunk-groups.mjs';
import { machineDocsIntegration } from './scripts/lib/machine-docs.mjs';
import { openApiIntegration } from './scripts/lib/openapi.mjs';
import islandDirectives from './site/directives/integration.ts';
import { codeFrame } from './site/lib/code-frame.ts';

export default defineConfig({
  site: 'https://nimbus.example',
  srcDir: './site',
  publicDir: './site/public',
  // NIMBUS_DIST lets parallel checkouts or tools build elsewhere; the Worker serves ./dist by default.
  outDir: process.env.NIMBUS_DIST ?? './dist',
  output: 'static',
  trailingSlash: 'never',
  // Files (/login.html) rather than folders, so Workers Static Assets serves /login without a redirect;
  // styles inlined so no stylesheet request blocks the first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  // client:demand loads an island's JavaScript only when the page needs it (site/directives/demand.ts);
  // openApiIntegration: the API's OpenAPI document for the Storefront API page and dist/api/openapi.json;
  // machineDocsIntegration: the Markdown copies of the pages /llms.txt lists, and /llms-full.txt (docs/decisions/docs-for-machines.md).
  // The sitemap leaves out the account pages, which are noindex (sitemap and canonicals agree).
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) =>
        !/^\/(cart|profile|order|reset-password|verify-email|invitation|account-deleted)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
    islandDirectives(),
    openApiIntegration(),
    machineDocsIntegration(),
  ],
  // Code blocks are highlighted at build time in both colour schemes; site/styles/docs.css switches them.
  markdown: {
    shikiConfig: {
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: 'light',
      // Each block gets a bar with its language, where the copy button goes (site/lib/code-frame.ts).
      transformers: [codeFrame],
    },
  },
  devToolbar: { enabled: false },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              chunkGroup('react', { packages: ['react', 'react-dom', 'scheduler', '@astrojs/react'] }),
              // The helper of every lazy import() stays out of the signed-in bundle, which needs React: a page's
              // small script that imports lazily (Add to cart on /services) must not load React with it.
              { name: 'preload-helper', test: (id) => id.includes('vite/preload-helper') },
              chunkGroup('signed-in', {
                packages: ['nanostores', '@nanostores/react', 'openapi-fetch'],
                files: [
                  'site/stores/session.ts',
                  'site/stores/cart-count.ts',
                  'site/stores/current-account.ts',
                  'site/stores/toast.ts',
                  'site/lib/api.ts',
                  'site/stores/signed-in.ts',
                  'site/stores/account-follow.ts',
                  'site/shared/api/headers.ts',
                  'site/lib/flash.ts',
                  'site/lib/login-url.ts',
                  'site/islands/use-store.ts',
                  'site/islands/NavAuth.tsx',
                  'site/islands/Icon.tsx',
                  'site/islands/IconFrame.tsx',
                  'site/lib/island-icons.ts',
                ],
              }),
              // The form kit every island form uses: one file rather than seven small ones.
              chunkGroup('forms', {
                files: [
                  'site/islands/forms/useForm.ts',
                  'site/islands/forms/submit-flow.ts',
                  'site/islands/forms/contract-check.ts',
                  'site/islands/forms/Field.tsx',
                  'site/islands/forms/Banner.tsx',
                  'site/islands/forms/CheckboxField.tsx',
                  'site/islands/forms/PasswordField.tsx',
                ],
              }),
              // The notice's island and its store: one file rather than two small ones.
              chunkGroup('verify-notice', {
                files: ['site/islands/account/VerifyNotice.tsx', 'site/stores/verification.ts'],
              }),
              chunkGroup('orders', {
                files: [
                  'site/shared/api/orders-messages.ts',
                  'site/shared/domain/catalog.ts',
                  'site/shared/domain/money.ts',
                ],
              }),
              // What the order page and Billing share about invoices: their words and the PDF download.
              chunkGroup('billing', {
                files: [
                  'site/shared/api/billing-messages.ts',
                  'site/shared/domain/invoice-terms.ts',
                  'site/lib/invoice-download.ts',
                  'site/islands/billing/InvoiceDownload.tsx',
                ],
              }),
              chunkGroup('storefront', {
                files: [
                  'site/shared/domain/pricing.ts',
                  'site/shared/api/cart-messages.ts',
                  'site/shared/api/coupons-messages.ts',
                  'site/stores/cart.ts',
                  'site/stores/checkout.ts',
                ],
              }),
            ],
          },
        },
        // Astro marks each MDX file's propagated-assets module with the directive "use astro:head-inject";
        // head propagation is worked out from the module graph before bundling, so the directive being
        // dropped while bundling changes nothing, yet Rolldown warns once per MDX file
        // (withastro/astro#18087). Only that warning is dropped.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use astro:head-inject"')) return;
          handler(level, log);
        },
      },
    },
    server: {
      // `npm run dev`: the Astro dev server forwards the API to the local Worker.
      proxy: { '/api': 'http://127.0.0.1:8787' },
    },
  },
});
