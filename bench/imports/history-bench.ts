/**
 * History import benchmark: a ZIP of 5,000 authorized facturas the demo company issued elsewhere, uploaded to
 * POST /api/importaciones/documentos and followed with GET /api/importaciones/{id} until its background job
 * is done, beside the goals (done in < 10 min; the API's resident memory grows < 150 MB: the ZIP is kept once,
 * its entries inflated one at a time). Prints figures; asserts nothing. The API runs as its own process.
 *
 *   pnpm --filter @facturador/bench bench:import:history                 # both engines
 *   pnpm --filter @facturador/bench bench:import:history -- postgres     # one engine
 *   BENCH_DOCUMENTS=5000
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { demoEmisor, seedDemoData } from '@facturador/api/db';
import { fictitiousCertificate, startChildApi, supplierInvoice, zip } from '@facturador/api/testing';
import { BENCH_API_ENV, demoAuthorization, json } from '../common/api';
import { createBenchDatabase, type Engine, forEachEngine } from '../common/engines';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 5_000);
const GOAL_S = 600;
const GOAL_RSS_MB = 150;

const linea = (n: number) => ({
  producto_codigo: `HB-${n % 60}`,
  producto_nombre: `Producto ${n % 60}`,
  producto_precio: 10 + (n % 9),
  producto_cantidad: 1 + (n % 3),
  producto_descuento: 0,
  producto_impuesto: n % 5 === 0 ? 'IVA 0%' : 'IVA 15%',
});

/** The ZIP the SRI's Facturador leaves: one `<autorizacion>` file per document. */
function historyZip(): Buffer {
  const empresa = {
    ruc: demoEmisor.ruc,
    razonSocial: demoEmisor.razonSocial,
    dirMatriz: demoEmisor.dirMatriz,
    email: demoEmisor.email,
  };
  const certificate = fictitiousCertificate(empresa);
  const comprador = { ruc: '0992339411001', razonSocial: 'FERRETERIA LA COSTA S.A.' };
  const fechaEmision = new Date('2026-03-15T12:00:00-05:00');
  return zip(
    Array.from({ length: DOCUMENTS }, (_, index) => {
      const factura = supplierInvoice({
        proveedor: empresa,
        certificate,
        comprador,
        ambiente: 2,
        secuencial: 500_000 + index,
        fechaEmision,
        lineas: [linea(index), linea(index + 1)],
      });
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?><autorizacion><estado>AUTORIZADO</estado>' +
        `<numeroAutorizacion>${factura.claveAcceso}</numeroAutorizacion>` +
        '<fechaAutorizacion>2026-03-15T12:30:00-05:00</fechaAutorizacion><ambiente>PRODUCCIÓN</ambiente>' +
        `<comprobante><![CDATA[${factura.xml}]]></comprobante><mensajes/></autorizacion>`;
      return { name: `autorizados/${factura.claveAcceso}.xml`, data: Buffer.from(xml, 'utf8') };
    }),
  );
}

/** Resident memory of a process, now and at its peak (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function benchEngine(engine: Engine, archive: Buffer) {
  const { env, cleanup } = await createBenchDatabase(engine, async (db) => {
    await seedDemoData(db);
  });
  try {
    const api = await startChildApi({ ...env, ...BENCH_API_ENV });
    try {
      const headers = await demoAuthorization(api.url);
      const before = memoryOf(api.process.pid!);
      const form = new FormData();
      form.append('archivo', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'historial.zip');
      const started = performance.now();
      const { id } = await json(`${api.url}/api/importaciones/documentos`, { method: 'POST', headers, body: form });
      const uploadedS = (performance.now() - started) / 1000;
      let view = await json(`${api.url}/api/importaciones/${id}`, { headers });
      while (view.estado === 'procesando') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        view = await json(`${api.url}/api/importaciones/${id}`, { headers });
      }
      const seconds = (performance.now() - started) / 1000;
      const after = memoryOf(api.process.pid!);
      const growth = after.peakMb - before.rssMb;
      return [
        {
          engine,
          documentos: DOCUMENTS,
          importados: view.resumen.importados,
          'subida (s)': Number(uploadedS.toFixed(1)),
          'total (s)': Number(seconds.toFixed(1)),
          'por segundo': Math.round(DOCUMENTS / seconds),
          objetivo: `< ${GOAL_S} s ${seconds < GOAL_S ? 'cumple' : 'NO cumple'}`,
          'RSS crece (MB)': Math.round(growth),
          'objetivo RSS': `< ${GOAL_RSS_MB} MB ${growth < GOAL_RSS_MB ? 'cumple' : 'NO cumple'}`,
          carga: Number(os.loadavg()[0]!.toFixed(1)),
        },
      ];
    } finally {
      await api.stop();
    }
  } finally {
    await cleanup();
  }
}

const archive = historyZip();
console.log(
  `Importación de historial: ${DOCUMENTS} facturas autorizadas en un ZIP de ${(archive.length / 1024 / 1024).toFixed(1)} MB, ${os.cpus().length} núcleos`,
);
console.table(await forEachEngine((engine) => benchEngine(engine, archive)));
