import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACTO, parseRuntimeConfig } from './config';

describe('parseRuntimeConfig', () => {
  it('accepts a complete /config.json unchanged', () => {
    const written = {
      apiUrl: 'http://localhost:4000',
      printAgentUrl: 'http://localhost:8000',
      shellUrl: 'https://facturador.ec',
      remotes: {
        mf_landing: 'http://localhost:3001/mf-manifest.json',
        mf_admin: 'https://admin.facturador.ec/mf-manifest.json',
        area_socio: 'https://socio.example.ec/mf-manifest.json',
      },
      areas: {
        area_socio: { basePath: '/socio', label: 'el área del socio', title: 'Socio', requireLogin: true },
      },
      contacto: { telefono: '+593 2 000 0000', email: 'hola@facturador.ec', whatsapp: '59320000000' },
    };
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('fills the print agent, the remotes and the contact data when they are missing', () => {
    expect(parseRuntimeConfig({ apiUrl: 'https://api.facturador.ec' })).toEqual({
      apiUrl: 'https://api.facturador.ec',
      printAgentUrl: 'http://localhost:8000',
      remotes: {},
      areas: {},
      contacto: DEFAULT_CONTACTO,
    });
  });

  it('an area of config.json: public unless it says requireLogin, titled by its label unless it has a title', () => {
    const config = parseRuntimeConfig({
      apiUrl: 'https://api.facturador.ec',
      remotes: { area_socio: 'https://socio.example.ec/mf-manifest.json' },
      areas: { area_socio: { basePath: '/socio/', label: 'el área del socio' } },
    });
    expect(config.areas).toEqual({
      area_socio: { basePath: '/socio', label: 'el área del socio', title: 'el área del socio', requireLogin: false },
    });
  });

  it('names the field that is wrong, in Spanish', () => {
    expect(() => parseRuntimeConfig({})).toThrow('config.json: «apiUrl» debe ser una URL');
    expect(() => parseRuntimeConfig({ apiUrl: 'api.facturador.ec' })).toThrow('«apiUrl» debe ser una URL');
    expect(() =>
      parseRuntimeConfig({ apiUrl: 'https://api.facturador.ec', remotes: { mf_admin: 'not a url' } }),
    ).toThrow('«remotes.mf_admin» debe ser una URL');
    expect(() => parseRuntimeConfig({ apiUrl: 'https://api.facturador.ec', remotes: [] })).toThrow(
      '«remotes» debe ser un objeto',
    );
    expect(() =>
      parseRuntimeConfig({ apiUrl: 'https://api.facturador.ec', contacto: { telefono: '1', email: 'a@b.ec' } }),
    ).toThrow('«contacto.whatsapp» debe ser un texto');
    const remotes = { area_socio: 'https://socio.example.ec/mf-manifest.json' };
    expect(() =>
      parseRuntimeConfig({ apiUrl: 'https://api.facturador.ec', areas: { otra: { basePath: '/otra', label: 'x' } } }),
    ).toThrow('«areas.otra» debe tener su manifiesto en «remotes»');
    expect(() =>
      parseRuntimeConfig({
        apiUrl: 'https://api.facturador.ec',
        remotes,
        areas: { area_socio: { basePath: '/', label: 'x' } },
      }),
    ).toThrow('«areas.area_socio.basePath» debe ser una ruta como /mi-area');
    expect(() => parseRuntimeConfig('{}')).toThrow('«config.json» debe ser un objeto');
  });
});
