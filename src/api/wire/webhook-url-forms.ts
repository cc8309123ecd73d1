/**
 * Test data, shared by the unit tests, the server's security tests and a journey (nothing of the app
 * imports it): webhook URL forms whose secret an attack round passed through masking by pattern
 * (SECURITY.md round 3), and the known ones, each with the only part of it that reads show. Every secret holds
 * `-token-` and a number, so a search of stored bytes finds any that leaked. The vendors' hosts are
 * written as reserved names (scripts/check-urls.mjs).
 */
export const SECRET_URLS: Record<string, { url: string; shown: string }> = {
  'Slack path token': {
    url: 'https://hooks.slack.example/services/T0/B0/slack-path-token-1',
    shown: 'https://hooks.slack.example/…',
  },
  'Slack host with a trailing dot': {
    url: 'https://hooks.slack.example./services/T0/B0/slack-dot-token-2',
    shown: 'https://hooks.slack.example./…',
  },
  'Slack GovCloud': {
    url: 'https://hooks.slack-gov.example/services/T0/B0/slack-gov-token-3',
    shown: 'https://hooks.slack-gov.example/…',
  },
  'Slack-style path on another host': {
    url: 'https://chat.partner.example/services/T0/B0/slack-style-token-4',
    shown: 'https://chat.partner.example/…',
  },
  'Discord id and token': {
    url: 'https://discord.example/api/webhooks/1234567890/discord-token-5',
    shown: 'https://discord.example/…',
  },
  'Teams path': {
    url: 'https://acme.webhook.office.example/webhookb2/0000@1111/IncomingWebhook/teams-token-6/2222',
    shown: 'https://acme.webhook.office.example/…',
  },
  'Mattermost path': {
    url: 'https://chat.acme.example/hooks/mattermost-token-7',
    shown: 'https://chat.acme.example/…',
  },
  'Zapier path': {
    url: 'https://hooks.zapier.example/hooks/catch/123/zapier-token-8/',
    shown: 'https://hooks.zapier.example/…',
  },
  'percent-encoded parameter name': {
    url: 'https://hooks.partner.example/in?%74oken=encoded-token-9',
    shown: 'https://hooks.partner.example/…',
  },
  'semicolon-separated parameter': {
    url: 'https://hooks.partner.example/in?a=1;token=semicolon-token-10',
    shown: 'https://hooks.partner.example/…',
  },
  jwt: { url: 'https://hooks.partner.example/in?jwt=jwt-token-11', shown: 'https://hooks.partner.example/…' },
  hmac: {
    url: 'https://hooks.partner.example/in?hmac=hmac-token-12',
    shown: 'https://hooks.partner.example/…',
  },
  's=': { url: 'https://hooks.partner.example/in?s=s-token-13', shown: 'https://hooks.partner.example/…' },
  fragment: {
    url: 'https://hooks.partner.example/in#token=fragment-token-14',
    shown: 'https://hooks.partner.example/…',
  },
  'userinfo password': {
    url: 'https://ops:userinfo-token-15@hooks.partner.example/in',
    shown: 'https://hooks.partner.example/…',
  },
  'userinfo alone': {
    url: 'https://userinfo-token-16@hooks.partner.example/',
    shown: 'https://hooks.partner.example/…',
  },
  'a port and a plain path': {
    url: 'http://127.0.0.1:9/hooks/plain-path-17',
    shown: 'http://127.0.0.1:9/…',
  },
};
