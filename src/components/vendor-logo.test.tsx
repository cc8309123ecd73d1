// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/http.ts';
import { DESTINATION_VENDORS, VENDOR_DISPLAY_NAMES } from '../api/schemas/vendor.ts';
import { type Rendered, renderNow } from '../test-support/render.tsx';
import { VendorLogo, VendorName } from './vendor-logo.tsx';

let host: HTMLDivElement;
let view: Rendered;
beforeEach(() => {
  view = renderNow(null);
  host = view.host;
});
afterEach(() => {
  configureApi({ baseUrl: '/api' });
});

describe('VendorLogo', () => {
  it('loads the logo from the configured API, decorative by default', () => {
    configureApi({ baseUrl: 'https://api.example.com/api/' });
    view.rerenderNow(<VendorLogo vendor="postgres" size={32} />);
    const image = host.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://api.example.com/api/public/vendor-logos/postgres.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('32');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('stands in with a lettered badge when the logo cannot load, named when it stands alone', () => {
    view.rerenderNow(<VendorLogo vendor="snowflake" alt="Snowflake" />);
    act(() => host.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(host.querySelector('img')).toBeNull();
    const badge = host.querySelector('[role="img"]');
    expect(badge?.getAttribute('aria-label')).toBe('Snowflake');
    expect(badge?.textContent).toBe('S');
  });
});

describe('VendorName', () => {
  it('shows the display name next to a decorative logo', () => {
    view.rerenderNow(<VendorName vendor="abs" />);
    expect(host.textContent).toBe('Azure Blob Storage');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows the key of a vendor this console does not know', () => {
    view.rerenderNow(<VendorName vendor="teradata" />);
    expect(host.textContent).toBe('teradata');
  });

  it('tells every vendor apart by name (the vendor select lists them by it)', () => {
    const names = DESTINATION_VENDORS.map((vendor) => VENDOR_DISPLAY_NAMES[vendor].trim());
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(DESTINATION_VENDORS.length);
  });
});
