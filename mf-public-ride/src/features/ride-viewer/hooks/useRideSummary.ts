import { hasRuntimeConfig, runtimeConfig } from '@facturador/shared/config';
import { useEffect, useState } from 'react';

/** What the page says before «Ver factura» (issue 25): who issued what, when, for how much. */
export interface RideSummary {
  emisor: string;
  documento: string;
  numero: string;
  fecha: string;
  total: number;
}

/**
 * GET /api/factura_ride/{clave} read with plain fetch: the page stays light (no API client, no
 * schemas); anything unexpected just leaves the summary out — «Ver factura» says what went wrong.
 */
export function useRideSummary(clave: string): RideSummary | null {
  const [summary, setSummary] = useState<RideSummary | null>(null);
  useEffect(() => {
    if (!/^\d{49}$/.test(clave) || !hasRuntimeConfig()) return;
    let cancelled = false;
    const url = `${runtimeConfig().apiUrl.replace(/\/$/, '')}/api/factura_ride/${clave}`;
    fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const factura = body?.factura;
        if (cancelled || !factura?.comerciante) return;
        setSummary({
          emisor: String(factura.comerciante.razonSocial),
          documento: String(factura.tipoDocumento),
          numero: `${factura.numeroEstablecimiento}-${factura.puntoEmision}-${factura.secuencial}`,
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
