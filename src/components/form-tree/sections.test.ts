import { describe, expect, it } from 'vitest';
import { definition, root } from '../../api/wire/form-fixture.ts';
import { visibleFields } from '../../api/wire/walk.ts';
import { groupBySection } from './sections.ts';

describe('groupBySection', () => {
  it('groups fields by section id in the server order, keeping empty sections', () => {
    const groups = groupBySection(visibleFields(root, { vendor: 'postgres' }), definition.sections);
    expect(groups.map((g) => [g.section.id, g.fields.map((f) => f.node.name)])).toEqual([
      [1, ['vendor', 'name']],
      [2, ['host', 'port', 'database', 'schema']],
      [3, ['auth_method', 'username', 'password']],
      [4, []],
      [5, ['use_ssh_tunnel', 'disable_ssl', 'ssl_root_certificate']],
      [6, []],
    ]);
  });

  it('gives a field of an unknown section its own group rather than dropping it', () => {
    const fields = visibleFields(root, { vendor: 'postgres' });
    const groups = groupBySection(fields, [{ id: 2, title: 'Connection' }]);
    expect(groups.map((g) => g.section.id)).toEqual([2, 1, 3, 5]);
  });
});
