import { describe, expect, it } from 'vitest';
import { StoredListError, readList, readStringList } from './lists.js';

// The one reader of stored JSON lists (docs/architecture.md#content-definitions).
describe('readList', () => {
  it('reads a stored list as it is stored', () => {
    expect(readStringList('["Ringkas","Terjemah"]', 'tools.key_features')).toEqual([
      'Ringkas',
      'Terjemah',
    ]);
    expect(readList('[]', 'workflows.steps')).toEqual([]);
    expect(readList('[{"title":"Satu"}]', 'tutorials.steps')).toEqual([{ title: 'Satu' }]);
  });

  it('refuses a value that is not a JSON list, naming the column, rather than showing it empty', () => {
    for (const damaged of ['bukan json', '', '{"a":1}', '"teks"', 'null', '3']) {
      expect(() => readStringList(damaged, 'tools.key_features')).toThrow(StoredListError);
      expect(() => readStringList(damaged, 'tools.key_features')).toThrow(
        'tools.key_features does not hold a JSON list',
      );
    }
  });
});
