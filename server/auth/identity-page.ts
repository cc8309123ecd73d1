import { createHash } from 'node:crypto';
import type { IdentityProvider } from './identity-requests.ts';

/**
 * The stub identity provider's pages: small, self-contained, accessible HTML (one heading, a labelled
 * form with one button named "Approve sign-in", readable at 390 px, visible focus).
 */
const PROVIDER_NAMES: Record<IdentityProvider, string> = {
  sso: 'Single sign-on (SSO)',
  google: 'Google',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f6f7f9;color:#1b1f24}
main{max-width:26rem;margin:3rem auto;background:#fff;border:1px solid #d0d5dc;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}dl{margin:0 0 1.5rem}dt{font-weight:600;margin-top:.75rem}dd{margin:0;overflow-wrap:anywhere}
button,a.button{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.5rem;border:0;
background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none;min-height:2.75rem}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

/**
 * The pages' own Content-Security-Policy: nothing may load but their one inline <style> (allowed by
 * its hash; the console's policy allows no inline style), and the form may post only here and, after
 * the redirect, to the console.
 */
export function identityPageCsp(consoleOrigin: string | null): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const formAction = consoleOrigin ? `'self' ${consoleOrigin}` : "'self'";
  return `default-src 'none'; style-src 'sha256-${styleHash}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function approvalPage(requestId: string, email: string, provider: IdentityProvider): string {
  return page(`<h1>Sign in</h1>
<p>This demo identity provider stands in for ${escapeHtml(PROVIDER_NAMES[provider])}.</p>
<dl><dt>Provider</dt><dd>${escapeHtml(PROVIDER_NAMES[provider])}</dd>
<dt>Account</dt><dd>${escapeHtml(email)}</dd></dl>
<form method="post" action="approve" aria-label="Approve the sign-in of ${escapeHtml(email)}">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
<button type="submit">Approve sign-in</button></form>`);
}

export function expiredRequestPage(loginUrl: string): string {
  return page(`<h1>Sign in</h1>
<p role="alert">This sign-in request is unknown or has expired (requests last 10 minutes and work once).</p>
<p><a class="button" href="${escapeHtml(loginUrl)}">Back to the sign-in page</a></p>`);
}
