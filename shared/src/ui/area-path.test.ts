import { describe, expect, it } from 'vitest';
import { areaPath } from './area-context';

describe('areaPath', () => {
  it('builds area links from basePath, never relative to the current URL', () => {
    expect(areaPath('/admin', 'productos')).toBe('/admin/productos');
    expect(areaPath('/admin/', '/items')).toBe('/admin/items');
    expect(areaPath('/admin')).toBe('/admin');
    expect(areaPath('/', 'login')).toBe('/login');
    expect(areaPath('/')).toBe('/');
  });
});
