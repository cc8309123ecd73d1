import { expect, type Page } from '@playwright/test';

const PROD = { Environment: 'prod' };

/** A source name no other run or journey has used. */
export function uniqueSourceName(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return `Journey ${label} ${stamp}`;
}

interface KeyChoice {
  key: string;
  disabled?: boolean;
}
interface Node {
  name: string;
  enum?: KeyChoice[];
  children: Node[] | null;
}

/** The tunnel's key choices the server offers now (`disabled` = that key does not exist yet). */
export async function tunnelKeyChoices(page: Page): Promise<KeyChoice[]> {
  const res = await page.request.get('/api/public/forms/source-vendors?vendor=postgres', { headers: PROD });
  expect(res.ok()).toBe(true);
  const find = (node: Node): Node | undefined =>
    node.name === 'existing_ssh_key' ? node : (node.children ?? []).map(find).find(Boolean);
  const choice = find(((await res.json()) as { data: { form: Node } }).data.form);
  return choice?.enum ?? [];
}
