import {
  type Contribuyente,
  type EstablecimientoCatastro,
  type Regimen,
  rucDeIdentificacion,
} from '@facturador/shared/domain';

/**
 * The SRI's public taxpayer registry over HTTP (the JSON srienlinea.sri.gob.ec serves; the simulator serves the
 * same paths): the consolidated taxpayer by RUC, then its establishments. Field names as the SRI writes them
 * [community-documented, verify against the live service].
 */
const BASE_PATH = '/sri-catastro-sujeto-servicio-internet/rest';

interface SriConsolidado {
  numeroRuc: string;
  razonSocial: string;
  estadoContribuyenteRuc?: string | null;
  regimen?: string | null;
  categoria?: string | null;
  obligadoLlevarContabilidad?: string | null;
  agenteRetencion?: string | null;
  contribuyenteEspecial?: string | null;
}

interface SriEstablecimiento {
  nombreFantasiaComercial?: string | null;
  direccionCompleta?: string | null;
  estado?: string | null;
  numeroEstablecimiento?: string | null;
  matriz?: string | null;
}

/** The registry did not answer (network, timeout, HTTP error or an answer we cannot read). */
export class CatastroUnavailableError extends Error {}

/** RIMPE taxpayers come as regimen RIMPE with a categoría (EMPRENDEDOR, NEGOCIO POPULAR). */
export function regimenFrom(regimen: string | null | undefined, categoria: string | null | undefined): Regimen {
  if (!regimen?.toUpperCase().includes('RIMPE')) return 'GENERAL';
  return categoria?.toUpperCase().includes('POPULAR') ? 'RIMPE NEGOCIO POPULAR' : 'RIMPE EMPRENDEDOR';
}

const si = (value: string | null | undefined) => value?.trim().toUpperCase() === 'SI';

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new CatastroUnavailableError(`catastro: ${(error as Error).message}`);
  }
  // The SRI answers an unknown RUC with an empty body or 404 on some of its services.
  if (response.status === 404 || response.status === 204) return [];
  if (!response.ok) throw new CatastroUnavailableError(`catastro: HTTP ${response.status}`);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text);
  } catch {
    throw new CatastroUnavailableError('catastro: respuesta que no es JSON');
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** The taxpayer behind a cédula or RUC, or null when the registry does not know it. */
export async function fetchContribuyente(
  baseUrl: string,
  identificacion: string,
  timeoutMs: number,
): Promise<Contribuyente | null> {
  const ruc = rucDeIdentificacion(identificacion);
  const base = `${baseUrl}${BASE_PATH}`;
  const [consolidado] = asList(
    await getJson(`${base}/ConsolidadoContribuyente/obtenerPorNumerosRuc?ruc=${ruc}`, timeoutMs),
  ) as SriConsolidado[];
  if (!consolidado?.razonSocial) return null;
  const establecimientos = asList(
    await getJson(`${base}/Establecimiento/consultarPorNumeroRuc?numeroRuc=${ruc}`, timeoutMs),
  ) as SriEstablecimiento[];
  const matriz = establecimientos.find((e) => si(e.matriz)) ?? establecimientos[0];
  return {
    identificacion,
    razonSocial: consolidado.razonSocial.trim(),
    nombreComercial: matriz?.nombreFantasiaComercial?.trim() ?? '',
    estado: consolidado.estadoContribuyenteRuc?.trim() ?? '',
    regimen: regimenFrom(consolidado.regimen, consolidado.categoria),
    obligadoContabilidad: si(consolidado.obligadoLlevarContabilidad),
    agenteRetencion: si(consolidado.agenteRetencion),
    contribuyenteEspecial: si(consolidado.contribuyenteEspecial),
    establecimientos: establecimientos.map(
      (e): EstablecimientoCatastro => ({
        numero: e.numeroEstablecimiento?.trim() ?? '',
        nombreComercial: e.nombreFantasiaComercial?.trim() ?? '',
        direccion: e.direccionCompleta?.trim() ?? '',
        estado: e.estado?.trim() ?? '',
        matriz: si(e.matriz),
      }),
    ),
  };
}
