import { describe, expect, it } from 'vitest';
import {
  APPS,
  AREAS,
  appPort,
  areaForPath,
  HASHED_ASSET_PATH,
  IMMUTABLE_CACHE_CONTROL,
  localAppOrigins,
  runtimeConfig,
} from './apps.mjs';

describe('the app registry', () => {
  it('gives each area the path the shell mounts it at (spec 02 §2)', () => {
    expect(areaForPath('/')?.name).toBe('mf_landing');
    expect(areaForPath('/nueva-factura')?.name).toBe('mf_invoicing');
    expect(areaForPath('/admin/productos/nuevo')?.name).toBe('mf_admin');
    expect(areaForPath('/descargar-factura/2311202601179001691900110010010000000011234567813')?.name).toBe(
      'mf_public_ride',
    );
    expect(areaForPath('/login')).toBeNull();
    expect(areaForPath('/administrador')).toBeNull();
  });

  it("finds an area /config.json adds, with its requireLogin, after the suite's own", () => {
    const configured = { partner_area: { basePath: '/area-de-prueba', requireLogin: true } };
    expect(areaForPath('/area-de-prueba', configured)).toEqual({ ...configured.partner_area, name: 'partner_area' });
    expect(areaForPath('/area-de-prueba/detalle', configured)?.requireLogin).toBe(true);
    expect(areaForPath('/area-de-pruebas', configured)).toBeNull();
    expect(areaForPath('/admin', configured)?.name).toBe('mf_admin');
  });

  it('takes a port from its env variable, else the default', () => {
    expect(appPort(AREAS.admin, {})).toBe(3003);
    expect(appPort(AREAS.admin, { MF_ADMIN_PORT: '5003' })).toBe(5003);
  });

  it('builds /config.json with one remote per area on its port', () => {
    const config = runtimeConfig({ MF_INVOICING_PORT: '5002', API_URL: 'https://api.example.ec' });
    expect(config.apiUrl).toBe('https://api.example.ec');
    expect(config.shellUrl).toBe('http://localhost:3000');
    expect(config.remotes).toEqual({
      mf_landing: 'http://localhost:3001/mf-manifest.json',
      mf_invoicing: 'http://localhost:5002/mf-manifest.json',
      mf_admin: 'http://localhost:3003/mf-manifest.json',
      mf_public_ride: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('lists every app origin for the API default CORS list, with distinct ports', () => {
    expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
    expect(localAppOrigins()).toContain('http://127.0.0.1:3004');
    expect(localAppOrigins()).toHaveLength(APPS.length * 2);
  });

  it('caches only hashed build files for a year', () => {
    const hashed = new RegExp(`^(/mf/[^/]+)?${HASHED_ASSET_PATH}`);
    expect(hashed.test('/static/js/index.7fb8103b0f.js')).toBe(true);
    expect(hashed.test('/mf/mf-admin/static/css/async/123.0a1b2c3d.css')).toBe(true);
    expect(hashed.test('/static/js/federation-runtime.js')).toBe(false);
    expect(hashed.test('/mf-manifest.json')).toBe(false);
    expect(hashed.test('/index.html')).toBe(false);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });
});
