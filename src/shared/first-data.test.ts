import { describe, expect, it } from 'vitest';
import { firstDataPath } from './first-data.js';

describe('firstDataPath', () => {
  it('names the first answer of each member page that has one', () => {
    expect(firstDataPath('/dashboard')).toBe('/api/me/dashboard');
    expect(firstDataPath('/tools')).toBe('/api/tools');
    expect(firstDataPath('/learning')).toBe('/api/tutorials');
    expect(firstDataPath('/workflows')).toBe('/api/workflows');
    expect(firstDataPath('/prompt')).toBe('/api/prompts');
    const id = '0b6c1f3e-2a4d-4c1b-9e7f-123456789abc';
    expect(firstDataPath(`/tools/${id}`)).toBe(`/api/tools/${id}`);
  });

  it('preloads nothing for a query, another page or an address that is not an id', () => {
    for (const url of [
      '/tools?q=video',
      '/dashboard?x=1',
      '/landing',
      '/tools/category/Coding',
      '/tools/abc',
      '/tools/"><script>',
      '/admin',
    ]) {
      expect(firstDataPath(url), url).toBeNull();
    }
  });
});
