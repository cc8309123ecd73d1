/** The side navigation of SPEC.md §2.2, in its order. Paths are top-level signed-in routes. */
export const NAV_ITEMS = [
  { label: 'Overview', path: '/overview' },
  { label: 'Sources', path: '/sources' },
  { label: 'Models & Products', path: '/models' },
  { label: 'Recipients', path: '/recipients' },
  { label: 'Destinations', path: '/destinations' },
  { label: 'Magic Links', path: '/magic-links' },
  { label: 'Webhooks', path: '/webhooks' },
] as const;

export const EXTERNAL_NAV_ITEMS = [
  { label: 'Guides', href: 'https://docs.prequel.co' },
  { label: 'API Reference', href: 'https://docs.prequel.co/reference' },
] as const;
