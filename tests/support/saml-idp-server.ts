import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeTestIdp, readAuthnRequest, samlResponse, toFormValue } from '../../server/testing/saml-idp.ts';

/**
 * A SAML identity provider on 127.0.0.1 for journeys: its SSO URL shows a page naming the person it
 * will sign in ("Continue as …"), whose form posts a response signed as an IdP signs it to the ACS
 * URL the AuthnRequest named (HTTP-POST binding). It signs in whoever the login hint names: a test
 * IdP, like the server tests' (server/testing/saml-idp.ts), which builds the responses.
 */
export async function startSamlIdp() {
  const key = makeTestIdp('saml-idp.example');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/saml/sso') {
      res.writeHead(404).end();
      return;
    }
    const request = readAuthnRequest(url.toString());
    const email = url.searchParams.get('login_hint') ?? '';
    const response = samlResponse(key, {
      nowMs: Date.now(),
      audience: request.issuer,
      destination: request.acsUrl,
      inResponseTo: request.id,
      nameId: email,
      sign: 'assertion',
    });
    const html = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><title>Test SAML IdP</title><main><h1>Sign in to Acme SAML (test IdP)</h1>
<form method="post" action="${html(request.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${html(toFormValue(response))}">
<input type="hidden" name="RelayState" value="">
<button type="submit">Continue as ${html(email)}</button></form></main></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    idp: { ...key, ssoUrl: `${base}/saml/sso` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
