import type { FormNode, FormSection } from '../../src/api/schemas/form.ts';

/**
 * The sections every vendor form groups its fields into (README "Destination forms"). Section 1 is
 * shown without a heading; section 6 holds the model selection and, under 'Advanced options', the
 * frequency, the enabled switch and any vendor tuning.
 */
export const FORM_SECTIONS: FormSection[] = [
  { id: 1, title: 'Destination', subtitle: 'Who receives the data and where it goes.' },
  { id: 2, title: 'Connection', subtitle: 'Where the data lands in your system.' },
  {
    id: 3,
    title: 'Authentication',
    subtitle: 'How we sign in. Secrets are write-only: they are never shown again.',
  },
  {
    id: 4,
    title: 'Storage',
    subtitle: 'The bucket or container files are written to, or staged in before loading.',
  },
  { id: 5, title: 'Network', subtitle: 'SSH tunnel and encryption in transit.' },
  { id: 6, title: 'Models', subtitle: 'Which models to send, and how often.' },
];

export const SECTION_IDS = new Set(FORM_SECTIONS.map((s) => s.id));

/** The sections a form tree uses, in their own order: a form lists no empty section. */
export function sectionsUsedBy(form: FormNode, sections: FormSection[]): FormSection[] {
  const used = new Set<number>();
  const collect = (node: FormNode) => {
    used.add(node.attributes.section_id);
    for (const child of node.children ?? []) collect(child);
  };
  collect(form);
  return sections.filter((s) => used.has(s.id));
}
