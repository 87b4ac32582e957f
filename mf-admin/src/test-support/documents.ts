import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { vi } from 'vitest';

/** Today in Ecuador (UTC-5), aaaa-mm-dd: the documents' dates fall under the rules in force now. */
export const hoyEcuador = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/** A 49-digit access key of type `codDoc`, establishment 001-001 and that secuencial. */
export function claveDe(codDoc: string, secuencial = '000000007'): string {
  return `${'0'.repeat(8)}${codDoc}${'1'.repeat(14)}001001${secuencial}${'2'.repeat(10)}`;
}

/** An AUTORIZADA factura of today, as GET /api/facturas lists it. */
export function facturaListada(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const claveAcceso = overrides.claveAcceso ?? claveDe('01');
  return {
    _id: `doc-${claveAcceso.slice(8, 10)}`,
    claveAcceso,
    estado: 'AUTORIZADA',
    fecha: `${hoyEcuador}T10:00:00-05:00`,
    tipoComprobante: claveAcceso.slice(8, 10),
    ambiente: 1,
    estab: '001',
    ptoEmi: '001',
    secuencial: '000000007',
    numeroAutorizacion: claveAcceso,
    fechaAutorizacion: `${hoyEcuador}T10:00:05-05:00`,
    contenido: {
      moneda: 'USD',
      importeTotal: 28.75,
      comprador: {
        razonSocialComprador: 'MARIA FERNANDA LOOR VELEZ',
        identificacionComprador: '1309876546',
        direccionComprador: 'CALLE SUCRE Y 10 DE AGOSTO, PORTOVIEJO',
      },
    },
    mensajesSri: [],
    atencion: null,
    correos: [],
    ...overrides,
  };
}

export interface AskedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Answers every request of the page with `answer(request)` (status 200 unless it says) and keeps
 * what was asked, as the API would see it: method, URL, headers and JSON body.
 */
export function stubApi(answer: (request: AskedRequest) => { status?: number; body: unknown }) {
  const asked: AskedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const seen = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    asked.push(seen);
    const { status = 200, body } = answer(seen);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}
