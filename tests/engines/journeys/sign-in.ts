/** Sign-in with a one-time code, as a person does: the code comes from the demo server's outbox. */
import { check, type Journey, loginSignedOut } from './common.ts';

const CHECK_EMAIL = "Check your email! We've sent you a one-time code to enter below.";

export const signIn: Journey = {
  name: 'sign-in',
  required: true,
  async run({ page, server, email }) {
    await loginSignedOut(page);
    await page.type({ role: 'textbox', name: /e-?mail/i }, email);
    await page.click({ role: 'button', name: 'Continue with email' });
    const before = (await server.codesFor(email)).length;
    await page.click({ role: 'button', name: 'Send me a one-time code' });
    await page.waitFor(`"${CHECK_EMAIL}"`, async () => {
      check((await page.mainText()).includes(CHECK_EMAIL), 'not shown');
    });
    const code = await page.waitFor('the one-time code in the outbox', async () => {
      const codes = await server.codesFor(email);
      check(codes.length > before, 'no new code');
      return codes.at(-1) as string;
    });
    await page.type({ role: 'textbox', name: 'One-time code' }, code);
    await page.click({ role: 'button', name: 'Submit one-time code' });
    await page.waitFor('the overview after sign-in', async () => {
      const path = await page.path();
      check(path === '/overview', `at ${path}`);
    });
    await page.waitVisible({ role: 'heading', name: 'Overview', level: 1 });
  },
};
