/** The visible fields of a form tree (src/api/wire/walk.ts) grouped into the server's sections. */
import type { FormSection } from '../../api/schemas/form.ts';
import type { VisibleField } from '../../api/wire/walk.ts';

export interface SectionFields {
  section: FormSection;
  fields: VisibleField[];
}

/** Fields grouped by `section_id`, in the server's section order; an unknown id gets its own group. */
export function groupBySection(fields: readonly VisibleField[], sections: readonly FormSection[]) {
  const groups = new Map<number, SectionFields>(
    sections.map((section) => [section.id, { section, fields: [] }]),
  );
  for (const field of fields) {
    const id = field.node.attributes.section_id;
    let group = groups.get(id);
    if (!group) {
      group = { section: { id, title: '' }, fields: [] };
      groups.set(id, group);
    }
    group.fields.push(field);
  }
  return [...groups.values()];
}
