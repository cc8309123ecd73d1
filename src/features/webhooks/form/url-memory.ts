/**
 * The URL as the delivery method changes (SPEC.md §4): choosing PagerDuty or Datadog puts their fixed
 * address in the URL and locks it; the address the user had typed is remembered and comes back when
 * they choose a method with a URL of their own again. Pure, so the rule is tested on its own.
 */
import type { WebhookVendor } from '../../../api/schemas/webhook.ts';
import { fixedUrlOf } from '../delivery-methods.ts';

export interface UrlMemory {
  vendor: WebhookVendor;
  /** What the URL field shows (and what is sent). */
  url: string;
  /** The user's own URL, kept while a fixed-URL vendor is chosen. */
  customUrl: string;
}

export function startUrlMemory(vendor: WebhookVendor, url: string): UrlMemory {
  const fixed = fixedUrlOf(vendor);
  return { vendor, url: fixed ?? url, customUrl: fixed ? '' : url };
}

export function chooseVendor(state: UrlMemory, vendor: WebhookVendor): UrlMemory {
  const fixed = fixedUrlOf(vendor);
  return { vendor, url: fixed ?? state.customUrl, customUrl: state.customUrl };
}

/** Typing into a locked (fixed) URL changes nothing. */
export function typeUrl(state: UrlMemory, url: string): UrlMemory {
  if (fixedUrlOf(state.vendor)) return state;
  return { ...state, url, customUrl: url };
}
