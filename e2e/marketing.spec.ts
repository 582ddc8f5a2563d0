/** Marketing and company pages: content, the home CTA switch, feature tabs, contact forms, axe. */
import type { Page } from '@playwright/test';
import { contactMessages } from '../site/shared/api/contact';
import { site } from '../site/shared/config';
import { createAccount, expect, expectNoAxeViolations, hydrated, signInBrowser, test } from './fixtures';

/** Each test speaks from its own address, so the contact rate limit never couples tests. */
async function ownClientAddress(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  const ip = `10.${n()}.${n()}.${n()}`;
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': ip });
  return ip;
}

const pages = [
  { path: '/', heading: 'The cloud built for AI and data workloads' },
  { path: '/features', heading: 'A complete platform for compute, data and AI' },
  { path: '/about', heading: "We're building the cloud we wanted to use" },
  { path: '/solutions/ai', heading: 'GPUs and tooling to take models from research to production' },
  { path: '/solutions/data', heading: 'Fast, managed infrastructure for your data pipelines' },
  { path: '/solutions/web', heading: 'Ship web apps that are fast everywhere' },
  { path: '/solutions/enterprise', heading: 'A cloud partner for critical workloads' },
  { path: '/status', heading: `${site.name} status` },
  { path: '/careers', heading: 'Help us build the cloud for AI' },
  { path: '/careers/senior-backend-engineer', heading: 'Senior Backend Engineer' },
  { path: '/contact', heading: 'How can we help?' },
];

test.describe('every marketing page', () => {
  for (const { path, heading } of pages) {
    // axe on every page of the build is the site audit's (scripts/audit.mjs, in npm test).
    test(`${path} answers with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('home', () => {
  test('pitch, features, AI steps and the seven comparison rows readable without colour', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByText(`${site.figures.locations}`, { exact: true })).toBeVisible();
    const ai = page.getByRole('region', { name: /four steps/ });
    await expect(ai.getByRole('listitem')).toHaveCount(4);
    await expect(ai.getByRole('heading', { name: /Step 1: Deploy your model/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn more about AI solutions' })).toHaveAttribute(
      'href',
      '/solutions/ai',
    );

    const table = page.getByRole('table');
    // Screen readers get the full column names; a phone shows short ones (aria-hidden).
    const columns = ['Feature', site.name, 'Hyperscale cloud', 'Developer VPS host', 'Edge platform'];
    await expect(table.getByRole('columnheader')).toHaveCount(columns.length);
    for (const [i, name] of columns.entries())
      await expect(table.getByRole('columnheader').nth(i)).toHaveAccessibleName(name);
    await expect(table.getByRole('rowheader')).toHaveText([
      'GPU Computing',
      'Serverless Functions',
      'Free Tier',
      'Global CDN',
      'AI-Optimized Analytics',
      'Managed Databases',
      'Automated Scaling',
    ]);
    const gpuRow = table.getByRole('row', { name: /GPU Computing/ });
    await expect(gpuRow.getByRole('img', { name: 'Yes' })).toHaveCount(2);
    await expect(gpuRow.getByText('Limited')).toBeVisible();
    await expect(gpuRow.getByRole('img', { name: 'No' })).toHaveCount(1);
  });

  test('a visitor gets "Get Started" → /signup and "Create free account"', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'The cloud built for AI and data workloads' });
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(hero.getByRole('link', { name: 'View Features' })).toBeHidden();
    const banner = page.getByRole('region', { name: 'Ready to get started?' });
    await expect(banner.getByRole('link', { name: 'Create free account' })).toHaveAttribute('href', '/signup');
    await expect(banner.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
  });

  test('a signed-in user gets "View Features" → /features, with no layout shift', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    // Layout shifts inside <main> (the nav's own account controls are another issue's concern).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inMain = entry.sources.some(
            (source) => source.node && document.getElementById('main')?.contains(source.node),
          );
          if (inMain) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', { name: 'The cloud built for AI and data workloads' });
    await expect(hero.getByRole('link', { name: 'View Features' })).toHaveAttribute('href', '/features');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeHidden();
    const banner = page.getByRole('region', { name: 'Ready to get started?' });
    await expect(banner.getByRole('link', { name: 'View Features' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Create free account' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

test.describe('features tabs', () => {
  test('Compute is selected by default and arrow keys, Home and End move the selection', async ({ page }) => {
    await page.goto('/features');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(page.getByRole('tab')).toHaveText(['Compute', 'Storage', 'Networking', 'AI & Analytics']);
    await expect(tab('Compute')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Compute' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await tab('Compute').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Storage')).toBeFocused();
    await expect(tab('Storage')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Compute')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Storage' })).toBeVisible();
    await expect(
      page.getByRole('tabpanel', { name: 'Storage' }).getByRole('link', { name: /Add cloud backup/ }),
    ).toHaveAttribute('href', '/pricing/add-ons');

    await page.keyboard.press('End');
    await expect(tab('AI & Analytics')).toHaveAttribute('aria-selected', 'true');
    const aiPanel = page.getByRole('tabpanel', { name: 'AI & Analytics' });
    await expect(aiPanel.getByRole('link', { name: /Explore AI solutions/ })).toHaveAttribute('href', '/solutions/ai');
    await expect(aiPanel.getByRole('link', { name: /GPU pricing/ })).toHaveAttribute('href', '/pricing');

    await page.keyboard.press('ArrowRight');
    await expect(tab('Compute')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('AI & Analytics')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Compute')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Compute')).toHaveAttribute('tabindex', '0');
    await expect(tab('Storage')).toHaveAttribute('tabindex', '-1');

    await tab('Networking').click();
    await expect(page.getByRole('tabpanel', { name: 'Networking' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('contact page form', () => {
  test('shows each field error inline, then sends and shows the success text', async ({ page }) => {
    await ownClientAddress(page);
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      contactMessages.nameRequired,
      contactMessages.emailRequired,
      contactMessages.subjectRequired,
      contactMessages.categoryRequired,
      contactMessages.messageRequired,
      contactMessages.privacyRequired,
    ])
      await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill('Grace Hopper');
    await expect(form.getByText(contactMessages.nameRequired)).toBeHidden();
    await form.getByLabel('Email').fill('grace@invalid');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();

    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Subject').fill('Reserved GPUs');
    await form.getByLabel('Category').selectOption({ label: 'Sales' });
    await form.getByLabel('Message').fill('We would like to reserve eight GPUs for a year.');
    await form.getByLabel(/I agree to the privacy policy/).check();
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/legal/privacy');

    // Hold the request a moment to see the submitting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    const request = await sent;
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByText(contactMessages.success)).toBeVisible();
    expect(request.postDataJSON()).toEqual({
      source: 'contact',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Reserved GPUs',
      category: 'sales',
      message: 'We would like to reserve eight GPUs for a year.',
      privacy: true,
      website: '',
    });
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('shows the rate-limit message when a client has sent too many', async ({ page, request }) => {
    const ip = await ownClientAddress(page);
    for (let i = 0; i < 5; i += 1) {
      const res = await request.post('/api/contact', {
        headers: { 'cf-connecting-ip': ip },
        data: { source: 'about', name: 'Bot', email: 'bot@example.com', message: 'again' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/about');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText('You have sent several messages in a short time.');
  });

  test('contact cards, three offices and four FAQs', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    for (const office of site.offices) await expect(page.getByRole('heading', { name: office.city })).toBeVisible();
    const faqs = page.locator('details');
    await expect(faqs).toHaveCount(4);
    await faqs.first().locator('summary').click();
    await expect(faqs.first()).toHaveAttribute('open', '');
  });
});

test.describe('about', () => {
  test('mission, values, founders, contact info and a working form', async ({ page }) => {
    await ownClientAddress(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Make serious compute simple' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we care about' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
    await expect(page.getByRole('link', { name: site.supportEmail }).first()).toBeVisible();
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Subject')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(contactMessages.nameRequired)).toBeVisible();
    await expect(form.getByText(contactMessages.emailRequired)).toBeVisible();
    await expect(form.getByText(contactMessages.messageRequired)).toBeVisible();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Loved the GPU launch.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(contactMessages.success)).toBeVisible();
  });
});

test.describe('careers', () => {
  test('six positions, each with its own page and a way to apply', async ({ page }) => {
    await page.goto('/careers');
    for (const fact of [String(site.figures.founded), site.figures.teamSize, String(site.figures.countries)])
      await expect(page.getByText(fact, { exact: true }).first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Find your role' }).getByRole('link');
    await expect(list).toHaveCount(6);
    const hrefs = await list.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/careers\/[a-z0-9-]+$/);
      const res = await page.request.get(href);
      expect(res.status()).toBe(200);
    }
    await list.first().click();
    await expect(page).toHaveURL(/\/careers\/senior-backend-engineer$/);
    await expect(page.getByRole('link', { name: 'Apply by email' })).toHaveAttribute(
      'href',
      `mailto:${site.careersEmail}?subject=Application%3A%20Senior%20Backend%20Engineer`,
    );
  });
});

test.describe('status', () => {
  test('components with their status, current incidents with timed updates, past ones resolved', async ({ page }) => {
    // The page places incidents by the reader's clock: a fixed one keeps this test true on any day.
    await page.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'));
    await page.goto('/status');
    const components = page.getByRole('list', { name: 'Components', exact: true });
    const rows = components.locator(':scope > li');
    await expect(rows).toHaveCount(8);
    await expect(rows.filter({ hasText: 'GPU instances' }).locator('.component-head')).toContainText(
      'Degraded performance',
    );
    await expect(rows.filter({ hasText: 'API' }).first().locator('.component-head')).toContainText('Operational');
    const current = page.locator('[data-current]');
    await expect(current.getByText('Monitoring', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(current.getByText('Scheduled', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(current.locator('time[datetime]').first()).toBeVisible();
    const past = page.locator('[data-past] article');
    await expect(past).toHaveCount(5);
    for (const incident of await past.all())
      await expect(incident.getByText(/^(Resolved|Completed)$/).filter({ visible: true })).toBeVisible();
  });
});

test.describe('solutions', () => {
  for (const slug of ['ai', 'data', 'web', 'enterprise']) {
    test(`/solutions/${slug} has a hero, 3–6 feature blocks and a call to action`, async ({ page }) => {
      await page.goto(`/solutions/${slug}`);
      const blocks = page.getByRole('region', { name: 'What you get' }).getByRole('article');
      expect(await blocks.count()).toBeGreaterThanOrEqual(3);
      expect(await blocks.count()).toBeLessThanOrEqual(6);
      const cta = page.locator('.cta-banner');
      await expect(cta.getByRole('link')).toHaveCount(2);
    });
  }
});
