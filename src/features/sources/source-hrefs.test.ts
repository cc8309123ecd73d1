import { describe, expect, it } from 'vitest';
import { currentSourceTab, sourceHrefs } from './source-hrefs.ts';

describe('source hrefs', () => {
  it('encodes the id into every page of a source', () => {
    expect(sourceHrefs.general('a/b')).toBe('/sources/a%2Fb');
    expect(sourceHrefs.connection('s1')).toBe('/sources/s1/connection');
    expect(sourceHrefs.edit('s1')).toBe('/sources/s1/edit');
  });

  it('reads Connection from its path and treats anything else as General', () => {
    expect(currentSourceTab('/sources/s1/connection', 's1')).toBe('connection');
    expect(currentSourceTab('/sources/s1', 's1')).toBe('general');
    expect(currentSourceTab('/sources/s1/unknown', 's1')).toBe('general');
  });
});
