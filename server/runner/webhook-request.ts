import { sign } from 'node:crypto';
import type { WebhookVendor } from '../../src/api/schemas/webhook.ts';
import type { PublishedEvent } from './events.ts';

/**
 * What one delivery sends (CONTRACT.md §7). The body is `{type, api_version, created_at, data}`
 * (Slack gets `{text}`); generic_get sends the same fields as query parameters instead. Every request
 * carries `X-Prequel-Webhook-Timestamp` (Unix seconds) and `X-Prequel-Webhook-Signature`, the hex RSA
 * PKCS#1 v1.5 SHA-256 signature of `<timestamp>.<raw body>` (for GET, `<timestamp>.<query string>`).
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
  const headers: Record<string, string> = { 'X-Prequel-Webhook-Timestamp': timestamp };
  if (target.vendor === 'datadog' && target.api_key) headers['DD-API-KEY'] = target.api_key;
  if (target.vendor === 'pagerduty' && target.api_key) {
    headers.Authorization = `Token token=${target.api_key}`;
  }
  if (target.vendor === 'generic_get') {
    const query = new URLSearchParams({ ...payload, data: JSON.stringify(payload.data) }).toString();
    const url = new URL(target.url);
    url.search = url.search ? `${url.search.slice(1)}&${query}` : query;
    headers['X-Prequel-Webhook-Signature'] = signPayload(`${timestamp}.${query}`, privateKeyPem);
    return { url: url.toString(), init: { method: 'GET', headers }, payload };
  }
  const body = JSON.stringify(target.vendor === 'slack' ? { text: slackText(event) } : payload);
  headers['Content-Type'] = 'application/json';
  headers['X-Prequel-Webhook-Signature'] = signPayload(`${timestamp}.${body}`, privateKeyPem);
  return { url: target.url, init: { method: 'POST', headers, body }, payload };
}
