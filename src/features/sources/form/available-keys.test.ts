import { describe, expect, it } from 'vitest';
import { field } from '../../../api/wire/form-fixture.ts';
import { visibleFields } from '../../../api/wire/walk.ts';
import { withAvailableKeys } from './available-keys.ts';

const tree = (secondaryExists: boolean) =>
  field('vendor', null, {
    enum: [{ key: 'postgres', display: 'PostgreSQL' }],
    attributes: { form_element: 'select' },
    children: [
      field('existing_ssh_key', 'postgres', {
        enum: [
          { key: 'primary', display: 'Primary key' },
          { key: 'secondary', display: 'Secondary key', disabled: !secondaryExists },
        ],
        attributes: { form_element: 'select' },
        children: [
          field('primary_public_key', 'primary', { const: 'ssh-rsa PRIMARY' }),
          field('secondary_public_key', 'secondary', secondaryExists ? { const: 'ssh-rsa SECONDARY' } : {}),
        ],
      }),
    ],
  });

const choiceOf = (root: ReturnType<typeof tree>) =>
  withAvailableKeys(root).children?.find((c) => c.name === 'existing_ssh_key');

describe('withAvailableKeys', () => {
  it('drops a key that does not exist yet, with the field it would open', () => {
    const choice = choiceOf(tree(false));
    expect(choice?.enum?.map((e) => e.key)).toEqual(['primary']);
    expect(choice?.children?.map((c) => c.name)).toEqual(['primary_public_key']);
  });

  it('offers both keys after a rotation', () => {
    const choice = choiceOf(tree(true));
    expect(choice?.enum?.map((e) => e.key)).toEqual(['primary', 'secondary']);
    const names = visibleFields(withAvailableKeys(tree(true)), {
      vendor: 'postgres',
      existing_ssh_key: 'secondary',
    }).map((f) => f.node.name);
    expect(names).toContain('secondary_public_key');
  });

  it('leaves the rest of the tree as it was', () => {
    const root = tree(false);
    expect(withAvailableKeys(root).enum).toEqual(root.enum);
  });
});
