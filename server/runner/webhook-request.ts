import { sign } from 'node:crypto';
import {
  WEBHOOK_FIXED_URLS,
  WEBHOOK_SECRET_MASK,
  type WebhookHeldRequest,
  type WebhookVendor,
} from '../../src/api/schemas/webhook.ts';
import { maskUrl } from '../../src/api/wire/webhook-url.ts';
import type { PublishedEvent } from './events.ts';

/**
 * What one delivery sends (CONTRACT.md §7). The body is `{type, api_version, created_at, data}`
 * (Slack gets `{text}`); generic_get sends the same fields as query parameters instead. Every request
 * carries `X-Prequel-Webhook-Timestamp` (Unix seconds) and `X-Prequel-Webhook-Signature`, the hex RSA
 * PKCS#1 v1.5 SHA-256 signature of `<timestamp>.<raw body>` (for GET, `<timestamp>.<query string>`).
 * `shown` is the same request as it may be shown (a held delivery): the URL up to its host (a fixed
 * vendor's public one whole) and the API key masked.
 */
export interface DeliveryTarget {
  vendor: WebhookVendor;
  url: string;
  api_version: string;
  api_key: string | null;
}

export interface DeliveryRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
  /** The payload as recorded with each attempt. */
  payload: Record<string, unknown>;
  shown: WebhookHeldRequest;
}

/** The headers that carry the vendor's API key. */
function keyHeaders(vendor: WebhookVendor, key: string | null): Record<string, string> {
  if (!key) return {};
  if (vendor === 'datadog') return { 'DD-API-KEY': key };
  if (vendor === 'pagerduty') return { Authorization: `Token token=${key}` };
  return {};
}

export const signPayload = (signed: string, privateKeyPem: string) =>
  sign('sha256', Buffer.from(signed), privateKeyPem).toString('hex');

function slackText(event: PublishedEvent): string {
  const [kind, value] = Object.entries(event.data)[0] ?? [];
  const subject = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const label = subject.name ?? subject.id ?? '';
  const status = typeof subject.status === 'string' ? ` (${subject.status})` : '';
  return `[${event.environment}] ${event.type}: ${kind ?? 'event'} ${String(label)}${status}`.trim();
}

export function buildDeliveryRequest(
  target: DeliveryTarget,
  event: PublishedEvent,
  nowMs: number,
  privateKeyPem: string,
): DeliveryRequest {
  const payload = {
    type: event.type,
    api_version: target.api_version,
    created_at: event.created_at,
    data: event.data,
  };
  const timestamp = String(Math.floor(nowMs / 1000));
  const stamp = { 'X-Prequel-Webhook-Timestamp': timestamp };
  let url = target.url;
  let signed: Record<string, string>;
  let body: string | undefined;
  if (target.vendor === 'generic_get') {
    const query = new URLSearchParams({ ...payload, data: JSON.stringify(payload.data) }).toString();
    const withQuery = new URL(target.url);
    withQuery.search = withQuery.search ? `${withQuery.search.slice(1)}&${query}` : query;
    url = withQuery.toString();
    signed = { 'X-Prequel-Webhook-Signature': signPayload(`${timestamp}.${query}`, privateKeyPem) };
  } else {
    body = JSON.stringify(target.vendor === 'slack' ? { text: slackText(event) } : payload);
    signed = {
      'Content-Type': 'application/json',
      'X-Prequel-Webhook-Signature': signPayload(`${timestamp}.${body}`, privateKeyPem),
    };
  }
  const method = body === undefined ? 'GET' : 'POST';
  const headers = { ...stamp, ...keyHeaders(target.vendor, target.api_key), ...signed };
  const maskedKey = target.api_key ? WEBHOOK_SECRET_MASK : null;
  const shownHeaders = { ...stamp, ...keyHeaders(target.vendor, maskedKey), ...signed };
  return {
    url,
    init: body === undefined ? { method, headers } : { method, headers, body },
    payload,
    shown: {
      method,
      url: WEBHOOK_FIXED_URLS[target.vendor] ?? maskUrl(url),
      headers: shownHeaders,
      body: body ?? null,
    },
  };
}
