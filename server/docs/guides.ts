import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SetupGuide } from '../../src/api/schemas/docs.ts';
import type { DestinationVendor } from '../../src/api/schemas/vendor.ts';

/**
 * Setup guides: one markdown file per vendor in guides/, whose first line is `# <title>`. Shared
 * passages live in guides/_*.md and are pulled in by a line `<!-- include _name.md -->`, so the
 * network and cloud-role steps read the same everywhere. Images are SVGs in images/, linked by
 * absolute API paths (`/api/docs/images/<name>.svg`). Files are read once and kept in memory.
 */
const GUIDES_DIR = fileURLToPath(new URL('./guides/', import.meta.url));
const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));
const INCLUDE = /^<!-- include (_[a-z0-9-]+\.md) -->$/gm;
export const IMAGE_PATH_PREFIX = '/api/docs/images/';

const guides = new Map<string, SetupGuide>();

function expand(markdown: string, depth = 0): string {
  if (depth > 2) throw new Error('Setup guide includes nest too deeply');
  return markdown.replace(INCLUDE, (_line, name: string) =>
    expand(readFileSync(`${GUIDES_DIR}${name}`, 'utf8').trimEnd(), depth + 1),
  );
}

export function setupGuide(vendor: DestinationVendor): SetupGuide {
  const cached = guides.get(vendor);
  if (cached) return cached;
  const markdown = expand(readFileSync(`${GUIDES_DIR}${vendor}.md`, 'utf8'));
  const [first = '', ...rest] = markdown.split('\n');
  if (!first.startsWith('# ')) throw new Error(`The ${vendor} guide must start with "# <title>"`);
  const guide = { title: first.slice(2).trim(), content: `${rest.join('\n').trim()}\n` };
  guides.set(vendor, guide);
  return guide;
}

let imageNames: Set<string> | undefined;

/** The SVG of a guide image, or null for a name that is not one of ours. */
export function guideImage(name: string): string | null {
  imageNames ??= new Set(readdirSync(IMAGES_DIR).filter((f) => /^[a-z0-9-]+\.svg$/.test(f)));
  return imageNames.has(name) ? readFileSync(`${IMAGES_DIR}${name}`, 'utf8') : null;
}
