/**
 * Which section each part of the form lands in. The fixed fields have their places whatever the form
 * definition says (name, vendor, recipient in section 1; models and 'Advanced options' in section 6),
 * so both sections exist even when no vendor field falls in them.
 */
import type { FormSection } from '../../../api/schemas/form.ts';
import type { VisibleField } from '../../../api/wire/walk.ts';
import { groupBySection, type SectionFields } from '../../../components/form-tree/sections.ts';
import { isVendorField } from './form-values.ts';

/** Section 1 (name, vendor, recipient) opens the form and carries no heading (SPEC.md §2.4). */
export const UNTITLED_SECTION_ID = 1;
export const MODELS_SECTION_ID = 6;

const FALLBACK_SECTIONS: Record<number, FormSection> = {
  [UNTITLED_SECTION_ID]: { id: UNTITLED_SECTION_ID, title: '' },
  [MODELS_SECTION_ID]: { id: MODELS_SECTION_ID, title: 'Models' },
};

export function layoutSections(
  visible: readonly VisibleField[],
  sections: readonly FormSection[],
): SectionFields[] {
  const withFixed = [...sections];
  for (const id of [UNTITLED_SECTION_ID, MODELS_SECTION_ID]) {
    const fallback = FALLBACK_SECTIONS[id];
    if (fallback && !withFixed.some((s) => s.id === id)) {
      if (id === UNTITLED_SECTION_ID) withFixed.unshift(fallback);
      else withFixed.push(fallback);
    }
  }
  const groups = groupBySection(
    // The first visible field is the root, the vendor select, drawn with the fixed fields.
    visible.slice(1).filter((f) => isVendorField(f.node)),
    withFixed,
  );
  return groups.filter(
    (g) => g.fields.length > 0 || g.section.id === UNTITLED_SECTION_ID || g.section.id === MODELS_SECTION_ID,
  );
}
