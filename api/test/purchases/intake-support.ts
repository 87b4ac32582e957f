import { formatFechaSri } from '@facturador/shared/domain';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { fictitiousCertificate } from '../../src/testing/customer-withholding';
import { supplierInvoice } from '../../src/testing/supplier-invoice';
import { supplierCreditNote, supplierDebitNote, supplierInvoiceWithIce } from '../../src/testing/supplier-notes';
import { line } from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { PROVEEDOR } from '../withholdings/supplier';

/** The demo company's supplier (issue #42 §1) and what it issues to a buyer, signed with its certificate. */
const certificate = fictitiousCertificate(PROVEEDOR);
type Comprador = { ruc: string; razonSocial: string };

/** 200.00 at 15 % + 50.00 at 0 %: IVA 30.00, total 280.00. */
export const facturaDe = (secuencial: number, comprador: Comprador = demoEmisor, fechaEmision = new Date()) =>
  supplierInvoice({
    proveedor: PROVEEDOR,
    certificate,
    comprador,
    ambiente: 1,
    secuencial,
    fechaEmision,
    lineas: [line('P-1', 'Resmas de papel', 200), line('P-2', 'Libros', 50, 1, { producto_impuesto: 'IVA 0%' })],
  });

const modificada = (factura: { numero: string }) => ({
  numero: factura.numero,
  fechaEmision: formatFechaSri(new Date()),
});

export const notaCreditoDe = (secuencial: number, factura: { numero: string }, comprador: Comprador = demoEmisor) =>
  supplierCreditNote({
    proveedor: PROVEEDOR,
    certificate,
    comprador,
    ambiente: 1,
    secuencial,
    fechaEmision: new Date(),
    facturaModificada: modificada(factura),
    base: 50,
  });

export const notaDebitoDe = (secuencial: number, factura: { numero: string }, comprador: Comprador = demoEmisor) =>
  supplierDebitNote({
    proveedor: PROVEEDOR,
    certificate,
    comprador,
    ambiente: 1,
    secuencial,
    fechaEmision: new Date(),
    facturaModificada: modificada(factura),
    base: 20,
  });

export const facturaConIce = (secuencial: number) =>
  supplierInvoiceWithIce({
    proveedor: PROVEEDOR,
    certificate,
    comprador: demoEmisor,
    ambiente: 1,
    secuencial,
    fechaEmision: new Date(),
    base: 100,
    ice: 10,
  });

/** A multipart POST as the screen sends it: each file under `campo`. */
type Upload = { nombre: string; contenido: string | Uint8Array; tipo?: string }[];

function send(client: ApiClient, path: string, files: Upload, campo: string, accept?: string) {
  const form = new FormData();
  for (const file of files) {
    form.append(campo, new Blob([file.contenido], { type: file.tipo ?? 'text/xml' }), file.nombre);
  }
  return fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, ...(accept ? { accept } : {}) },
    body: form,
  });
}

/** The upload asked with `Accept: application/x-ndjson`: each line of the answer as it arrived, parsed. */
export async function postFilesWithProgress(client: ApiClient, path: string, files: Upload, campo: string) {
  const response = await send(client, path, files, campo, 'application/x-ndjson');
  const text = await response.text();
  const lines = text.split('\n').filter(Boolean);
  // biome-ignore lint/suspicious/noExplicitAny: read field by field like a client.
  const events = lines.map((line) => JSON.parse(line) as any);
  return { status: response.status, contentType: response.headers.get('content-type'), events };
}

export async function postFiles(client: ApiClient, path: string, files: Upload, campo = 'archivos') {
  const response = await send(client, path, files, campo);
  // biome-ignore lint/suspicious/noExplicitAny: read field by field like a client.
  return { status: response.status, body: (await response.json()) as any };
}
