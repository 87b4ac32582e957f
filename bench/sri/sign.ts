/**
 * Signatures per second: our XAdES-BES signer against the npm package ec-sri-invoice-signer, on the
 * same XML and the same .p12, for 1-line and 100-line invoices. Prints figures; asserts nothing.
 * Our builders' XML takes the signer's canonical path (its text is digested as is); the column
 * "C14N completa" forces xml-crypto's canonicalization, the path any other XML takes.
 *
 *   pnpm --filter @facturador/bench bench:sign
 *   BENCH_ROUNDS=5 BENCH_SECONDS=3 …   (rounds, seconds per signer per round; medians are printed)
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import {
  buildComprobanteXml,
  generateTestP12,
  loadCertificate,
  signComprobante,
  signXml,
  verifySignedXml,
} from '@facturador/api/sri';
import {
  buildClaveAcceso,
  buildInvoicePayload,
  facturarRequestSchema,
  type InvoiceFormLine,
} from '@facturador/shared/domain';

const require = createRequire(import.meta.url);
const { signInvoiceXml } = require('ec-sri-invoice-signer') as {
  signInvoiceXml: (xml: string, p12: Buffer, options: { pkcs12Password: string }) => string;
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PASSWORD = 'clave-de-prueba';
const RUC = '1790016919001';

function invoiceXml(lines: number): string {
  const fechaEmision = new Date();
  const productos: InvoiceFormLine[] = Array.from({ length: lines }, (_, index) => ({
    producto_codigo: `COD-${index + 1}`,
    producto_nombre: `Producto de prueba número ${index + 1} & "especial"`,
    producto_precio: 1.5 + (index % 9) * 2.35,
    producto_cantidad: 1 + (index % 4),
    producto_descuento: index % 5 === 0 ? 0.25 : 0,
    producto_impuesto: index % 3 === 0 ? 'IVA 0%' : 'IVA 15%',
  }));
  const { factura } = facturarRequestSchema.parse(
    buildInvoicePayload({
      ambiente: 1,
      registrar_comprador: false,
      comprador_cedula: '1710034065',
      comprador_nombres: 'Cliente de prueba',
      comprador_email: 'cliente@example.com',
      tipo_identificacion: '05',
      productos,
      infoAdicional: [{ nombre: 'Teléfono', valor: '0999999999' }],
    }),
  );
  const claveAcceso = buildClaveAcceso({
    fechaEmision,
    codDoc: '01',
    ruc: RUC,
    ambiente: 1,
    estab: '001',
    ptoEmi: '001',
    secuencial: lines,
    codigoNumerico: '12345678',
  });
  return buildComprobanteXml(factura, {
    emisor: { ruc: RUC, razonSocial: 'EMPRESA DE PRUEBAS S.A.', dirMatriz: 'AV. PRINCIPAL 123, PORTOVIEJO' },
    puntoEmision: { estab: '001', ptoEmi: '001' },
    claveAcceso,
    secuencial: lines,
    fechaEmision,
  });
}

interface Contender {
  sign: () => string;
  count: number;
  milliseconds: number;
}

/**
 * Signatures per second of each contender, measured in alternating slices of ~250 ms so that a busy
 * machine (2 cores shared with other work) slows them all alike.
 */
function race(contenders: Contender[], seconds: number): number[] {
  for (const contender of contenders) {
    const warmUpUntil = performance.now() + 300;
    while (performance.now() < warmUpUntil) contender.sign();
  }
  const slices = Math.max(1, Math.round((seconds * 1000) / 250));
  for (let slice = 0; slice < slices; slice++) {
    for (const contender of contenders) {
      const start = performance.now();
      const until = start + 250;
      let count = 0;
      do {
        contender.sign();
        count++;
      } while (performance.now() < until);
      contender.count += count;
      contender.milliseconds += performance.now() - start;
    }
  }
  return contenders.map((contender) => (contender.count * 1000) / contender.milliseconds);
}

const format = (value: number) => value.toFixed(value >= 100 ? 0 : 1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** `median/s (min–max)` of one contender over the rounds. */
const summary = (values: number[]) =>
  `${format(median(values))}/s (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const p12 = generateTestP12({ password: PASSWORD, commonName: 'EMPRESA DE PRUEBAS S.A.', ruc: RUC });
const certificate = loadCertificate(p12, PASSWORD);

console.log(
  `Firmas por segundo (RSA 2048, .p12 3DES): ${ROUNDS} rondas de ~${SECONDS} s por firmador en tramos alternados de 250 ms; Node ${process.version}`,
);
console.log(`Carga del sistema al empezar (1, 5, 15 min): ${load()}`);
for (const lines of [1, 100]) {
  const xml = invoiceXml(lines);
  // Both signers must produce signatures that verify, or the comparison is meaningless.
  const ours = signComprobante(xml, certificate);
  const theirs = signInvoiceXml(xml, p12, { pkcs12Password: PASSWORD });
  const verdict = (check: { valid: boolean; reason?: string }) =>
    check.valid ? 'válida' : `NO válida (${check.reason})`;
  console.log(`\n${lines} línea(s), XML de ${xml.length} bytes; ruta de nuestro firmador: ${ours.path}`);
  console.log(
    `  firma nuestra: ${verdict(verifySignedXml(ours.xml))}; de ec-sri-invoice-signer: ${verdict(verifySignedXml(theirs))}`,
  );

  const contender = (sign: () => string): Contender => ({ sign, count: 0, milliseconds: 0 });
  const rates: [number, number, number, number][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rates.push(
      race(
        [
          contender(() => signXml(xml, certificate)),
          contender(() => signComprobante(xml, certificate, { fullC14n: true }).xml),
          contender(() => signXml(xml, loadCertificate(p12, PASSWORD))),
          contender(() => signInvoiceXml(xml, p12, { pkcs12Password: PASSWORD })),
        ],
        SECONDS,
      ) as [number, number, number, number],
    );
  }
  const column = (index: number) => rates.map((rate) => rate[index]!);
  const ratios = rates.map(([cached, , , other]) => cached / other);
  console.log(`  nuestro (clave en caché):            ${summary(column(0))}`);
  console.log(`  nuestro, C14N completa (otro XML):   ${summary(column(1))}`);
  console.log(`  nuestro (abre el .p12 cada vez):     ${summary(column(2))}`);
  console.log(`  ec-sri-invoice-signer:               ${summary(column(3))}`);
  console.log(
    `  ventaja (clave en caché / ec-sri-invoice-signer), mediana de las rondas: ${median(ratios).toFixed(1)}x (${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}x)`,
  );
}
console.log(`\nCarga del sistema al terminar (1, 5, 15 min): ${load()}`);
