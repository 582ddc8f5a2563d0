/**
 * Every example on the Storefront API page, and every command of the tokens guide, runs as printed
 * against this server (the production address swapped for a local one): curl, JavaScript (fetch) and
 * Python (requests), each sending the request its operation describes and getting an answer that
 * operation documents.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OpenAPIV3_1 } from 'openapi-types';
import { hasPythonRequests, type Language, locally, recordingProxy, runExample } from './api-examples-helpers';
import { giveBillingDetails } from './billing-helpers';
import { type Account, expect, freshClient, test, verifiedAccount } from './fixtures';

const SCOPES = ['catalog:read', 'cart:read', 'cart:write', 'orders:write', 'orders:read', 'billing:read'];

async function apiToken(baseURL: string, account: Account) {
  const res = await fetch(`${baseURL}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', ...freshClient() },
    body: JSON.stringify({ name: 'Examples', scopes: SCOPES, expiresInDays: 7 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Fixtures = { page: Page; request: APIRequestContext; baseURL: string | undefined };

/** The order of the examples on the page. */
const ORDER: Language[] = ['curl', 'javascript', 'python'];

/** Examples of one language as one program, run in order: each JavaScript one in a block of its own. */
const joinExamples = (language: Language, codes: string[]) =>
  language === 'javascript' ? codes.map((code) => `{\n${code}\n}`).join('\n') : codes.join('\n\n');

/** `/api/orders/{id}` as a pattern of the paths it stands for. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}$`);

test.describe('API examples', () => {
  test.describe.configure({ timeout: 240_000 });

  /** Runs the page's examples in `languages` against this server, checking what each sends and gets. */
  async function runPageExamples({ page, request, baseURL }: Fixtures, languages: Language[]) {
    const base = baseURL ?? '';
    const document = (await (await request.get('/api/openapi.json')).json()) as OpenAPIV3_1.Document;
    const account = await verifiedAccount(request, 'Example Runner');
    await giveBillingDetails(request, account);
    const token = await apiToken(base, account);

    await page.goto('/docs/api/storefront');
    const sections = await page.locator('section.endpoint').evaluateAll((nodes) =>
      nodes.map((node) => ({
        title: node.querySelector('h3')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        code: [...node.querySelectorAll('pre')].map((pre) => pre.textContent ?? ''),
      })),
    );
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const operation = item?.[method];
        return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
      }),
    );
    expect(sections).toHaveLength(operations.length);

    const proxy = await recordingProxy(base);
    try {
      for (const language of languages) {
        // One process per language runs every example in page order (a process each took about a second here).
        const codes = operations.map(({ method, path }) => {
          const section = sections.find((s) => s.title === `${method} ${path}`);
          expect(section?.code, `${method} ${path}`).toHaveLength(3);
          return locally(section?.code[ORDER.indexOf(language)] ?? '', proxy.url);
        });
        const before = proxy.seen.length;
        await runExample(language, joinExamples(language, codes), token);
        const sent = proxy.seen.slice(before);
        expect(sent, `${language}: one request per example`).toHaveLength(operations.length);
        operations.forEach(({ method, path, operation }, i) => {
          const what = `${language} example of ${method} ${path}`;
          const documented = Object.keys(operation.responses ?? {});
          expect(sent[i]?.method, what).toBe(method);
          expect(sent[i]?.path, what).toMatch(pathPattern(path));
          expect([...documented, '429'], `${what} answered ${sent[i]?.status}`).toContain(String(sent[i]?.status));
        });
      }
    } finally {
      proxy.close();
    }
  }

  test('every operation on the Storefront API page: its curl and JavaScript examples run and get a documented answer', async ({
    page,
    request,
    baseURL,
  }) => {
    await runPageExamples({ page, request, baseURL }, ['curl', 'javascript']);
  });

  test('every operation on the Storefront API page: its Python example runs and gets a documented answer', async ({
    page,
    request,
    baseURL,
  }) => {
    const python = await hasPythonRequests();
    test.skip(!python, 'python3 with requests is not installed here (pip install requests)');
    await runPageExamples({ page, request, baseURL }, ['python']);
  });

  test('the tokens guide: each command runs as printed, with a token, and succeeds', async ({ request, baseURL }) => {
    const account = await verifiedAccount(request, 'Guide Reader');
    await giveBillingDetails(request, account);
    const token = await apiToken(baseURL ?? '', account);
    const guide = await readFile('content/docs/api/tokens.mdx', 'utf8');
    const blocks = [...guide.matchAll(/```bash\n([\s\S]*?)```/g)]
      .map((match) => match[1] ?? '')
      // The reader's own token is in NIMBUS_TOKEN already.
      .filter((code) => !code.startsWith('export NIMBUS_TOKEN='));
    expect(blocks.length).toBeGreaterThanOrEqual(7);
    const proxy = await recordingProxy(baseURL ?? '');
    const folder = await mkdtemp(join(tmpdir(), 'nimbus-guide-'));
    try {
      for (const code of blocks) {
        const before = proxy.seen.length;
        await runExample('bash', locally(code, proxy.url), token, folder);
        const sent = proxy.seen.slice(before);
        expect(sent.length, code).toBeGreaterThan(0);
        for (const { status } of sent) expect(status, code).toBeLessThan(300);
      }
      // The invoice of the guide's checkout, downloaded by its last command.
      const pdfs = (await readdir(folder)).filter((name) => name.endsWith('.pdf'));
      expect(pdfs).toHaveLength(1);
      const pdf = await readFile(join(folder, pdfs[0] ?? ''));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      proxy.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
