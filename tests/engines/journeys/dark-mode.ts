/** Dark mode chosen in the user menu: at once, across a reload (first paint), and back to light. */
import { type Driver, type Target, wire } from '../driver.ts';
import { alertRows, check, type Journey, menu, openMenu, overviewLoaded, userMenu } from './common.ts';

/** Relative luminance of a dark body, and of a light one (tests/dark-mode.spec.ts). */
const DARK_MAX = 0.05;
const LIGHT_MIN = 0.85;

const themeItem = (name: 'System' | 'Light' | 'Dark'): Target => ({
  role: 'menuitemradio',
  name,
  within: { role: 'group', name: 'Theme' },
});

async function chooseTheme(page: Driver, name: 'System' | 'Light' | 'Dark') {
  await page.click(userMenu);
  await page.waitVisible(menu);
  await page.click(themeItem(name));
  await page.waitFor(`${name} to be the chosen theme`, async () => {
    if (!(await page.visible(menu))) return; // the menu closed on the choice
    const checked = await page.call<string | null>('attribute', wire(themeItem(name)), 'aria-checked');
    check(checked === 'true', `aria-checked is ${checked}`);
  });
  if (await page.visible(menu)) await page.press('Escape');
  await page.waitHidden(openMenu);
}

async function expectTheme(page: Driver, dark: boolean, when: string) {
  await page.waitFor(`the page to be ${dark ? 'dark' : 'light'} ${when}`, async () => {
    const isDark = await page.evaluate<boolean>("document.documentElement.classList.contains('dark')");
    const luminance = await page.call<number>('bodyLuminance');
    check(isDark === dark, `the dark class is ${isDark ? 'set' : 'not set'}`);
    check(
      dark ? luminance < DARK_MAX : luminance > LIGHT_MIN,
      `the body's luminance is ${luminance.toFixed(3)}`,
    );
  });
}

export const darkMode: Journey = {
  name: 'dark mode',
  async run({ page }) {
    await overviewLoaded(page);
    await chooseTheme(page, 'Dark');
    await expectTheme(page, true, 'once Dark is chosen');
    await page.reload();
    await page.waitVisible(alertRows);
    await expectTheme(page, true, 'after a reload');
    await chooseTheme(page, 'Light');
    await expectTheme(page, false, 'once Light is chosen');
    // The device's choice outlives the journey: give the next ones the system's look again.
    await chooseTheme(page, 'System');
  },
};
