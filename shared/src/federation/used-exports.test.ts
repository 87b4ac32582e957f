import { describe, expect, it } from 'vitest';
import { collectUsedExports, type UsedExports, WHOLE } from './used-exports';

function usedBy(source: string): UsedExports {
  const used: UsedExports = new Map();
  collectUsedExports(source, used);
  return used;
}

describe('collectUsedExports', () => {
  it('reads named imports and re-exports over several lines, renamed ones by their exported name', () => {
    const used = usedBy(`
      import {
        computeTotals,
        formatMoney as money,
        type Totals,
      } from '@facturador/shared/domain';
      export { Spinner } from '@facturador/shared/ui';
      import type { User } from '@facturador/shared/session';
    `);
    expect(used.get('@facturador/shared/domain')).toEqual(['computeTotals', 'formatMoney']);
    expect(used.get('@facturador/shared/ui')).toEqual(['Spinner']);
    expect(used.has('@facturador/shared/session')).toBe(false);
  });

  it('reads libraries the same way, and leaves relative imports and type-only defaults alone', () => {
    const used = usedBy(`
      import { useNavigate, NavLink } from 'react-router-dom';
      import type Parcel from 'single-spa-react/parcel';
      import { helper } from './helper';
    `);
    expect(used.get('react-router-dom')).toEqual(['NavLink', 'useNavigate']);
    expect(used.has('single-spa-react/parcel')).toBe(false);
    expect(used.has('./helper')).toBe(false);
  });

  it('marks a subpath whole when a file takes it in a way no list of names describes', () => {
    for (const source of [
      "const api = await import('@facturador/shared/api');",
      "import * as api from '@facturador/shared/api';",
      "export * from '@facturador/shared/api';",
      "import api, { login } from '@facturador/shared/api';",
    ]) {
      expect(usedBy(source).get('@facturador/shared/api'), source).toBe(WHOLE);
    }
  });

  it('keeps a subpath whole once any file needs it whole', () => {
    const used: UsedExports = new Map();
    collectUsedExports("import { login } from '@facturador/shared/api';", used);
    collectUsedExports("import('@facturador/shared/api');", used);
    collectUsedExports("import { logout } from '@facturador/shared/api';", used);
    expect(used.get('@facturador/shared/api')).toBe(WHOLE);
  });
});
