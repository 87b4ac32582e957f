import { DOCUMENTOS_EMITIDOS, type EmisorSettings, type UserInfo } from '@facturador/shared/domain';
import type { EstablecimientoInfo, PuntoEmisionInfo, Siguiente } from '@facturador/shared/domain/settings';

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

/** An emission point as GET /api/establecimientos lists it: every document starts at 1 unless told. */
export function puntoEmision(overrides: Partial<PuntoEmisionInfo> = {}): PuntoEmisionInfo {
  return {
    _id: 'p1',
    codigo: '001',
    activo: true,
    siguiente: siguienteDesde(),
    ...overrides,
  };
}

/** The company's main establishment with the given emission points. */
export function establecimiento(overrides: Partial<EstablecimientoInfo> = {}): EstablecimientoInfo {
  return {
    _id: 'e1',
    codigo: '001',
    direccion: 'Av. Manabí y Calle Olmedo, Portoviejo',
    nombreComercial: '',
    activo: true,
    puntos: [puntoEmision()],
    ...overrides,
  };
}

/** Every issued type's next number from 1 in both ambientes, but those given. */
export function siguienteDesde(overrides: Partial<Siguiente> = {}): Siguiente {
  const desdeUno = { pruebas: 1, produccion: 1 };
  return {
    ...(Object.fromEntries(DOCUMENTOS_EMITIDOS.map((documento) => [documento.clave, desdeUno])) as Siguiente),
    ...overrides,
  };
}
