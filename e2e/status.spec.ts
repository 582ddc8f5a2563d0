/** Status history (docs/decisions/status-history-from-incident-files.md): 90 daily bars per component, readable by keyboard, pointer and screen reader; incident pages, history and feed. */
import { readdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const incidentFiles = readdirSync('content/incidents').filter((f) => f.endsWith('.md'));
/** A bar's tooltip (its ::after, full width under the bars) is drawn. */
async function tipShown(bar: Locator) {
  return bar.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return after.content !== 'none' && Number.parseFloat(after.width) > 200;
  });
}

const impactText = {
  major: 'Major outage',
  partial: 'Partial outage',
  degraded: 'Degraded performance',
  maintenance: 'Maintenance',
};

test.describe('status history', () => {
  test('each component has 90 bars whose text matches their colour, and a 90-day uptime', async ({ page }) => {
    await page.goto('/status');
    const lists = page.locator('ol.bars');
    await expect(lists).toHaveCount(8);
    for (const list of await lists.all()) {
      await expect(list.getByRole('listitem')).toHaveCount(90);
      await expect(list).toHaveAttribute('aria-label', /: daily status over the last 90 days$/);
    }
    await expect(page.locator('.bars-legend').first()).toContainText(/\d{1,3}\.\d{2}% uptime over 90 days/);
    // Not colour alone: every bar's text names the same impact as its colour.
    for (const [impact, text] of Object.entries(impactText)) {
      const coloured = await page.locator(`li.bar[data-impact="${impact}"]`).count();
      const bars = page.locator('li.bar');
      const worded = await bars.evaluateAll(
        (all, t) => all.filter((b) => b.getAttribute('aria-label')?.includes(`: ${t} · `)).length,
        text,
      );
      expect(worded, impact).toBe(coloured);
    }
    await expect(page.locator('li.bar[data-impact="none"]').first()).toHaveAttribute(
      'aria-label',
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}: No incidents · 100\.00% uptime$/,
    );
    await expect(page.locator('li.bar').last()).toHaveAttribute('data-tip', /\n.* uptime/);
  });

  test('one Tab stop per component; arrows move between days and show the day in a tooltip', async ({ page }) => {
    await page.goto('/status');
    const list = page.locator('ol.bars').first();
    const bars = list.getByRole('listitem');
    await expect(list.locator('li[tabindex="0"]')).toHaveCount(1);
    await bars.last().focus();
    expect(await tipShown(bars.last())).toBe(true);
    const today = (await bars.last().getAttribute('aria-label')) ?? '';
    await page.keyboard.press('ArrowLeft');
    await expect(bars.nth(88)).toBeFocused();
    expect(await tipShown(bars.nth(88))).toBe(true);
    expect(await tipShown(bars.last())).toBe(false);
    expect(await bars.nth(88).getAttribute('aria-label')).not.toBe(today);
    await page.keyboard.press('Home');
    await expect(bars.first()).toBeFocused();
    await expect(list.locator('li[tabindex="0"]')).toHaveCount(1);
    await bars.nth(40).hover();
    expect(await tipShown(bars.nth(40))).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true });

    test('a 360 px phone shows the last 30 days without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/status');
      const list = page.locator('ol.bars').first();
      await expect(list.locator('li.bar:visible')).toHaveCount(30);
      const legend = page.locator('.bars-legend').first();
      await expect(legend.locator('.days-30')).toHaveCount(2);
      for (const label of await legend.locator('.days-30').all()) await expect(label).toBeVisible();
      for (const label of await legend.locator('.days-90').all()) await expect(label).toBeHidden();
      await list.locator('li.bar').last().tap();
      expect(await tipShown(list.locator('li.bar').last())).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  test('history lists every incident, each with its own page, and the feed carries them', async ({ page, request }) => {
    await page.goto('/status');
    await page.getByRole('link', { name: 'Incident history' }).click();
    await expect(page).toHaveURL(/\/status\/history$/);
    const cards = page.locator('article.incident');
    await expect(cards).toHaveCount(incidentFiles.length);
    // Times read as one range: same-day end as a clock time, an open incident as ongoing.
    await expect(page.getByText('Nov 17, 2026, 18:02–19:15 UTC')).toBeVisible();
    await expect(page.getByText('Nov 21, 2026, 13:20 UTC – ongoing')).toBeVisible();
    await page.getByRole('link', { name: 'API unavailable after a certificate rotation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API unavailable after a certificate rotation');
    // The page's h1 is the title; the card below it does not repeat it.
    await expect(page.getByRole('heading', { name: 'API unavailable after a certificate rotation' })).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Affected components' })).toContainText('API: Major outage');
    await expect(page.getByRole('heading', { name: 'What we changed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Updates, newest first' }).getByRole('listitem')).toHaveCount(3);
    const feed = await request.get('/status/feed.xml');
    expect(feed.status()).toBe(200);
    expect((await feed.text()).match(/<item>/g)).toHaveLength(incidentFiles.length);
  });

  // axe on /status, the history and every incident page: the site audit's (scripts/audit.mjs, in npm test).
});
