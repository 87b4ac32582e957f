import { hasRuntimeConfig } from '@facturador/shared/config';
import { CLAVE_ACCESO_PATTERN } from '@facturador/shared/domain';
import { useEffect, useState } from 'react';
import { requestRide } from './ride-request';

/** What the page says before «Ver factura» (issue 25): who issued what, when, for how much. */
export interface RideSummary {
  emisor: string;
  documento: string;
  numero: string;
  fecha: string;
  total: number;
}

/** The fields of GET /api/factura_ride/{clave} the summary reads (unchecked: shown as text). */
interface SummaryBody {
  factura?: {
    comerciante?: { razonSocial?: unknown };
    tipoDocumento?: unknown;
    numeroEstablecimiento?: unknown;
    puntoEmision?: unknown;
    secuencial?: unknown;
    fecha?: unknown;
    facturacion?: { importeTotal?: unknown };
  };
}

/**
 * The invoice's answer read without the API client or schemas (the page stays light); anything
 * unexpected just leaves the summary out — «Ver factura» says what went wrong.
 */
export function useRideSummary(clave: string): RideSummary | null {
  const [summary, setSummary] = useState<RideSummary | null>(null);
  useEffect(() => {
    if (!CLAVE_ACCESO_PATTERN.test(clave) || !hasRuntimeConfig()) return;
    let cancelled = false;
    requestRide(clave)
      .then((answer) => {
        const factura = answer.ok ? (answer.body as SummaryBody | null)?.factura : undefined;
        if (cancelled || !factura?.comerciante) return;
        setSummary({
          emisor: String(factura.comerciante.razonSocial),
          documento: String(factura.tipoDocumento),
          numero: [factura.numeroEstablecimiento, factura.puntoEmision, factura.secuencial].map(String).join('-'),
          fecha: String(factura.fecha),
          total: Number(factura.facturacion?.importeTotal ?? 0),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clave]);
  return summary;
}
