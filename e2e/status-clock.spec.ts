/**
 * The status page follows the reader's clock, not only the build's: a maintenance window is Scheduled
 * before it, In progress during it and Completed (under Past) after it; the uptime beside the bars
 * covers the days the bars show; the page says when its data was built.
 * content/incidents/2026-12-05-frankfurt-network-maintenance.md is the window: 01:00-03:00 UTC.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

const TITLE = 'Scheduled network maintenance for instances in Frankfurt';

for (const [at, heading, badge] of [
  ['2026-12-04T12:00:00Z', 'Current incidents and maintenance', 'Scheduled'],
  ['2026-12-05T02:00:00Z', 'Current incidents and maintenance', 'In progress'],
  ['2026-12-05T03:00:00Z', 'Past incidents', 'Completed'],
] as const) {
  test(`at ${at} the Frankfurt window is under "${heading}" as ${badge}`, async ({ page }) => {
    await page.clock.install({ time: new Date(at) });
    await page.goto('/status');
    const card = page.locator('.incident').filter({ has: page.getByRole('link', { name: TITLE }) });
    await expect(card).toHaveCount(1);
    const list = heading === 'Past incidents' ? '[data-past]' : '[data-current]';
    await expect(page.locator(list).locator('.incident').filter({ hasText: TITLE })).toHaveCount(1);
    await expect(card.locator('.incident-badge:visible')).toHaveText(badge);
    // Nothing that ended before this moment still reads Scheduled under Current.
    const stale = await page
      .locator('[data-current] .incident[data-end]')
      .evaluateAll(
        (cards, now) => cards.filter((c) => Date.parse((c as HTMLElement).dataset.end ?? '') <= now).length,
        Date.parse(at),
      );
    expect(stale).toBe(0);
  });
}

test('the uptime beside the bars covers the days they show, and the page says when it was built', async ({ page }) => {
  for (const [width, days] of [
    [390, 30],
    [600, 60],
    [1280, 90],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/status');
    const legend = page.locator('.bars-legend').first();
    await expect(legend).toContainText(new RegExp(`^${days} days ago`), { useInnerText: true });
    await expect(legend.locator('.uptime:visible')).toHaveText(
      new RegExp(`^\\d{1,3}\\.\\d{2}% uptime over ${days} days$`),
    );
  }
  await expect(page.getByText(/^Built from our incident reports on /)).toBeVisible();
  await expectNoAxeViolations(page);
});
