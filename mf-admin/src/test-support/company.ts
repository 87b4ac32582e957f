import type { EmisorSettings, UserInfo } from '@facturador/shared/domain';

/** GET /api/emisor of a company that has just signed up (PRUEBAS, no certificate, no logo). */
export function emisorSettings(overrides: Partial<EmisorSettings> = {}): EmisorSettings {
  return {
    ruc: '1312456781001',
    razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES',
    nombreComercial: 'Comercial El Manaba',
    dirMatriz: 'Av. Manabí y Calle Olmedo, Portoviejo',
    email: 'facturacion@elmanaba.ec',
    obligadoContabilidad: false,
    contribuyenteEspecial: '',
    agenteRetencion: '',
    regimen: 'RIMPE EMPRENDEDOR',
    ambiente: 1,
    plan: 'profesional',
    cobraIce: false,
    logo: null,
    certificado: null,
    uso: {
      mes: '2026-12',
      documentosProduccion: { usados: 0, maximo: null },
      productosInventariados: { usados: 0, maximo: null },
    },
    ...overrides,
  };
}

/** GET /api/user of that company's administrator. */
export function administrador(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    usuario: 'carlos',
    nombre: 'Carlos Zambrano',
    nombreComercial: 'Comercial El Manaba',
    razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES',
    ruc: '1312456781001',
    almacen: null,
    ambiente: null,
    cobraIce: false,
    permisos: { usarInventario: true, cambiarAlmacen: true, administrar: true },
    ...overrides,
  };
}
