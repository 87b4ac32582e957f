import { createHash, sign } from 'node:crypto';
import { buildClaveAcceso, buildInvoicePayload, facturarRequestSchema } from '@facturador/shared/domain';
import { generateTestP12, loadCertificate } from '../../api/src/sri/certificate';
import { signXml } from '../../api/src/sri/signature';
import { canonicalize } from '../../api/src/sri/signature/dom';
import { parseLiteXml } from '../../api/src/sri/signature/lite-dom';
import { buildComprobanteXml } from '../../api/src/sri/xml';

const RUC = '1790016919001';
function invoiceXml(lines: number): string {
  const fechaEmision = new Date();
  const productos = Array.from({ length: lines }, (_, index) => ({
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
      productos: productos as never,
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
    emisor: { ruc: RUC, razonSocial: 'EMPRESA', dirMatriz: 'AV' },
    puntoEmision: { estab: '001', ptoEmi: '001' },
    claveAcceso,
    secuencial: lines,
    fechaEmision,
  });
}
function time(label: string, fn: () => unknown, ms = 1500) {
  const until = performance.now() + 300;
  while (performance.now() < until) fn();
  let n = 0;
  const start = performance.now();
  do {
    fn();
    n++;
  } while (performance.now() - start < ms);
  console.log(label.padEnd(40), (((performance.now() - start) / n) * 1000).toFixed(1), 'µs');
}
const cert = loadCertificate(generateTestP12({ password: 'x' }), 'x');
for (const lines of [1, 100]) {
  const xml = invoiceXml(lines);
  console.log('lines', lines, xml.length);
  const root = parseLiteXml(xml);
  time('signXml', () => signXml(xml, cert));
  time('parseLiteXml', () => parseLiteXml(xml));
  time('canonicalize(root)', () => canonicalize(root));
  const body = xml.slice(xml.indexOf('<factura'));
  time('sha1 string', () => createHash('sha1').update(body, 'utf8').digest('base64'));
  time('Buffer.from utf8', () => Buffer.from(body, 'utf8'));
  time('rsa sign', () =>
    sign('RSA-SHA1', Buffer.from('<ds:SignedInfo>.....</ds:SignedInfo>'.repeat(40)), cert.privateKey),
  );
}

import { canonicalRoot } from '../../api/src/sri/signature/canonical-root';

for (const lines of [1, 100]) {
  const xml = invoiceXml(lines);
  time(`canonicalRoot ${lines}`, () => canonicalRoot(xml));
  console.log(canonicalRoot(xml) !== null);
}
