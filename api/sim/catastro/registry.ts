/**
 * The simulator's taxpayer registry (catastro): a few hundred fictitious taxpayers generated deterministically
 * (same seed, same people) with valid check digits, plus the demo data's buyers and companies, so that RUC and
 * cédula lookups work offline. Records use the SRI's own JSON field names (see routes.ts).
 */

export interface SimEstablecimiento {
  nombreFantasiaComercial: string;
  tipoEstablecimiento: 'MAT' | 'OFI' | 'LOC';
  direccionCompleta: string;
  estado: 'ABIERTO' | 'CERRADO';
  numeroEstablecimiento: string;
  matriz: 'SI' | 'NO';
}

export interface SimContribuyente {
  numeroRuc: string;
  razonSocial: string;
  estadoContribuyenteRuc: 'ACTIVO' | 'SUSPENDIDO' | 'PASIVO';
  actividadEconomicaPrincipal: string;
  tipoContribuyente: 'PERSONA NATURAL' | 'SOCIEDAD';
  regimen: 'GENERAL' | 'RIMPE';
  categoria: 'EMPRENDEDOR' | 'NEGOCIO POPULAR' | null;
  obligadoLlevarContabilidad: 'SI' | 'NO';
  agenteRetencion: 'SI' | 'NO';
  contribuyenteEspecial: 'SI' | 'NO';
  establecimientos: SimEstablecimiento[];
}

/** mulberry32: a tiny seeded generator, enough for repeatable fictitious data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** Cédula: province, third digit < 6, six digits, módulo 10 check digit. */
export function cedulaWithCheckDigit(first9: string): string {
  const sum = [...first9].reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/** A company's RUC (third digit 9): módulo 11 over 9 digits, then 001; null when the check digit would be 10. */
export function privateRucWithCheckDigit(first9: string): string | null {
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...first9].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : `${first9}${check}001`;
}

const NOMBRES = [
  'ANA',
  'LUIS',
  'MARIA',
  'JOSE',
  'CARMEN',
  'JORGE',
  'ROSA',
  'PEDRO',
  'LUCIA',
  'DIEGO',
  'PAOLA',
  'ANDRES',
];
const SEGUNDOS = ['BELEN', 'FERNANDO', 'ISABEL', 'ALBERTO', 'CRISTINA', 'DAVID', 'ELENA', 'MIGUEL', 'SOFIA', 'RAFAEL'];
const APELLIDOS = [
  'ZAMBRANO',
  'MENDOZA',
  'LOOR',
  'VERA',
  'MOREIRA',
  'ALCIVAR',
  'CEDEÑO',
  'PINCAY',
  'ANDRADE',
  'TORRES',
  'QUIMIS',
  'INTRIAGO',
  'SALTOS',
  'MACIAS',
  'PONCE',
  'DELGADO',
];
const CIUDADES = [
  { provincia: '13', ciudad: 'PORTOVIEJO' },
  { provincia: '13', ciudad: 'MANTA' },
  { provincia: '09', ciudad: 'GUAYAQUIL' },
  { provincia: '17', ciudad: 'QUITO' },
  { provincia: '01', ciudad: 'CUENCA' },
  { provincia: '18', ciudad: 'AMBATO' },
];
const CALLES = [
  'AV. 4 DE NOVIEMBRE',
  'CALLE SUCRE',
  'AV. AMAZONAS',
  'CALLE BOLIVAR',
  'AV. MALECON',
  'CALLE 10 DE AGOSTO',
];
const GIROS = [
  { actividad: 'VENTA AL POR MENOR EN TIENDAS DE ABARROTES', negocio: 'TIENDA' },
  { actividad: 'VENTA AL POR MENOR DE ARTICULOS DE FERRETERIA', negocio: 'FERRETERIA' },
  { actividad: 'ACTIVIDADES DE RESTAURANTES', negocio: 'RESTAURANTE' },
  { actividad: 'REPARACION DE EQUIPOS ELECTRONICOS', negocio: 'TALLER' },
  { actividad: 'ACTIVIDADES DE CONSULTORIA', negocio: 'CONSULTORA' },
];

function establecimiento(numero: number, nombre: string, direccion: string): SimEstablecimiento {
  return {
    nombreFantasiaComercial: nombre,
    tipoEstablecimiento: numero === 1 ? 'MAT' : 'LOC',
    direccionCompleta: direccion,
    estado: 'ABIERTO',
    numeroEstablecimiento: String(numero).padStart(3, '0'),
    matriz: numero === 1 ? 'SI' : 'NO',
  };
}

/** Taxpayers every demo and test counts on: the demo data's buyers and companies, and one person for the e2e. */
const KNOWN: SimContribuyente[] = [
  person('1309876546001', 'LOOR VELEZ MARIA FERNANDA', 'PORTOVIEJO', 'RIMPE', 'NEGOCIO POPULAR'),
  person('0923456784001', 'PEREZ MOREIRA JUAN CARLOS', 'GUAYAQUIL', 'GENERAL', null),
  person('1317890125001', 'VERA ALCIVAR PEDRO JOSE', 'MANTA', 'RIMPE', 'EMPRENDEDOR'),
  person('1710034065001', 'TORRES ANDRADE ANA LUCIA', 'QUITO', 'GENERAL', null),
  person('1312456781001', 'ZAMBRANO MENDOZA CARLOS ANDRES', 'PORTOVIEJO', 'RIMPE', 'EMPRENDEDOR'),
  company('1390012345001', 'MANTA MAR DISTRIBUCIONES S.A.', 'MANTA MAR', 'AV. MALECON Y CALLE 20, MANTA'),
  company('1790012344001', 'DISTRIBUIDORA ANDINA S.A.', 'ANDINA', 'AV. AMAZONAS N34-12 Y AV. NACIONES UNIDAS, QUITO'),
];

function person(
  ruc: string,
  razonSocial: string,
  ciudad: string,
  regimen: SimContribuyente['regimen'],
  categoria: SimContribuyente['categoria'],
): SimContribuyente {
  return {
    numeroRuc: ruc,
    razonSocial,
    estadoContribuyenteRuc: 'ACTIVO',
    actividadEconomicaPrincipal: GIROS[0]!.actividad,
    tipoContribuyente: 'PERSONA NATURAL',
    regimen,
    categoria,
    obligadoLlevarContabilidad: 'NO',
    agenteRetencion: 'NO',
    contribuyenteEspecial: 'NO',
    establecimientos: [establecimiento(1, '', `CALLE SUCRE Y OLMEDO, ${ciudad}`)],
  };
}

function company(ruc: string, razonSocial: string, nombre: string, direccion: string): SimContribuyente {
  return {
    numeroRuc: ruc,
    razonSocial,
    estadoContribuyenteRuc: 'ACTIVO',
    actividadEconomicaPrincipal: 'VENTA AL POR MAYOR DE PRODUCTOS DIVERSOS',
    tipoContribuyente: 'SOCIEDAD',
    regimen: 'GENERAL',
    categoria: null,
    obligadoLlevarContabilidad: 'SI',
    agenteRetencion: 'SI',
    contribuyenteEspecial: 'NO',
    establecimientos: [establecimiento(1, nombre, direccion)],
  };
}

/** The generated people (RUC = cédula + 001) and companies, then the known ones (which win on a clash). */
export function buildRegistry(seed = 2027, people = 300, companies = 60): Map<string, SimContribuyente> {
  const random = generator(seed);
  const registry = new Map<string, SimContribuyente>();
  for (let i = 0; i < people; i++) {
    const { provincia, ciudad } = random.pick(CIUDADES);
    const cedula = cedulaWithCheckDigit(
      `${provincia}${random.int(6)}${String(random.int(1_000_000)).padStart(6, '0')}`,
    );
    const giro = random.pick(GIROS);
    const apellidos = `${random.pick(APELLIDOS)} ${random.pick(APELLIDOS)}`;
    const nombres = `${random.pick(NOMBRES)} ${random.pick(SEGUNDOS)}`;
    const rimpe = random.int(3);
    const direccion = `${random.pick(CALLES)} ${1 + random.int(900)}, ${ciudad}`;
    registry.set(`${cedula}001`, {
      ...person(
        `${cedula}001`,
        `${apellidos} ${nombres}`,
        ciudad,
        rimpe ? 'RIMPE' : 'GENERAL',
        rimpe === 1 ? 'NEGOCIO POPULAR' : rimpe === 2 ? 'EMPRENDEDOR' : null,
      ),
      actividadEconomicaPrincipal: giro.actividad,
      estadoContribuyenteRuc: random.int(20) === 0 ? 'SUSPENDIDO' : 'ACTIVO',
      establecimientos: [establecimiento(1, `${giro.negocio} ${apellidos.split(' ')[0]}`, direccion)],
    });
  }
  for (let i = 0; registry.size < people + companies && i < companies * 2; i++) {
    const { provincia, ciudad } = random.pick(CIUDADES);
    const ruc = privateRucWithCheckDigit(`${provincia}9${String(random.int(1_000_000)).padStart(6, '0')}`);
    if (!ruc) continue;
    const nombre = `${random.pick(APELLIDOS)} ${random.pick(['HERMANOS', 'COMERCIAL', 'IMPORTADORA', 'SERVICIOS'])}`;
    registry.set(ruc, {
      ...company(ruc, `${nombre} CIA. LTDA.`, nombre, `${random.pick(CALLES)} ${1 + random.int(900)}, ${ciudad}`),
      agenteRetencion: random.int(2) ? 'SI' : 'NO',
      contribuyenteEspecial: random.int(5) === 0 ? 'SI' : 'NO',
      establecimientos: [
        establecimiento(1, nombre, `${random.pick(CALLES)} ${1 + random.int(900)}, ${ciudad}`),
        establecimiento(2, `${nombre} SUCURSAL`, `${random.pick(CALLES)} ${1 + random.int(900)}, ${ciudad}`),
      ],
    });
  }
  for (const known of KNOWN) registry.set(known.numeroRuc, known);
  return registry;
}
