import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './use-browser';
import { versions } from '@/lib/model/versions';

/**
 * The version switcher of the deployed site, with the versions that versions/versions.json lists: current (26.x until
 * the first release day), the frozen versions (none until then) and the archived 25.x. The release-day flow, a frozen
 * version's pages included, is __tests__/deploy/versions.test.ts.
 */
const base = inject('baseUrl');
const current = `${versions.current.label} (current)`;
/** The menu's entries: current, the frozen versions newest first, then the archived ones. */
const entries = [current, ...versions.frozen.map((f) => f.label), ...versions.archived.map((a) => `${a.label} (archived)`)];
const getBrowser = useBrowser();
const get = (path: string) => fetch(base + path, { redirect: 'manual' });

describe('version switcher', () => {
  for (const [width, colorScheme] of [
    [390, 'light'],
    [1024, 'dark'],
    [1440, 'light'],
  ] as const) {
    it(`opens by keyboard, lists the versions and the archive, closes on Escape with focus back, at ${width} px ${colorScheme}`, async () => {
      const page = await getBrowser().newPage({ viewport: { width, height: 900 }, colorScheme });
      try {
        await page.goto(`${base}/current/admin/`, { waitUntil: 'networkidle' });
        const button = page.locator('header.navbar .version-button');
        expect(await button.isVisible()).toBe(true);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await page.locator('#version-menu').isVisible()).toBe(false);
        await button.focus();
        await page.keyboard.press('Enter');
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        const links = page.locator('#version-menu a');
        expect(await links.allTextContents()).toEqual(entries);
        expect(await page.locator('#version-menu a[aria-current="true"]').textContent()).toBe(current);
        expect(await page.locator('#version-menu a', { hasText: '25.x (archived)' }).getAttribute('href')).toBe('https://docs.dremio.com/25.x/');
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(current);
        expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
        await page.keyboard.press('Escape');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.activeElement?.classList.contains('version-button'))).toBe(true);
        // A click outside closes it too.
        await button.click();
        await page.mouse.click(width - 10, 600);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        // The current version's entry keeps the reader on the page.
        await button.click();
        await Promise.all([page.waitForURL(`${base}/current/admin/`), links.first().click()]);
      } finally {
        await page.close();
      }
    });
  }

  it('sends a switch to the same page, or the nearest landing, and never to a missing page', async () => {
    const to = async (query: string) => {
      const res = await get(`/version-switch?${query}`);
      return { status: res.status, location: res.headers.get('location') };
    };
    expect(await to('to=current&from=%2Fcurrent%2Fadmin')).toEqual({ status: 307, location: '/current/admin/' });
    // Current by its label: the nearest landing of a page it lacks.
    expect(await to(`to=${versions.current.label}&from=%2Fcurrent%2Freference%2Fsql%2Fcommands%2Fno-such-command`)).toEqual({
      status: 307,
      location: '/current/reference/sql/commands/',
    });
    expect(await to('to=current&from=%2F%2Fevil.example%2Fx')).toEqual({ status: 307, location: '/current/' });
    expect(await to('to=current')).toEqual({ status: 307, location: '/current/' });
    expect((await to('to=24.x&from=%2Fcurrent%2F')).status).toBe(404);
    // An archived version (versions/versions.json) lives elsewhere: its own address.
    const archived = versions.archived[0]!;
    expect(await to(`to=${archived.label}&from=%2Fcurrent%2Fadmin%2F`)).toEqual({ status: 307, location: archived.url });
    expect((await to('')).status).toBe(404);
  });
});
