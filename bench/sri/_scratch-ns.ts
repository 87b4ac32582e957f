import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { generateTestP12, loadCertificate } from '../../api/src/sri/certificate';
import { signXml, verifySignedXml } from '../../api/src/sri/signature';
const cert = loadCertificate(generateTestP12({ password: 'x' }), 'x');
writeFileSync('/tmp/ns-cert.pem', new X509Certificate(cert.certificateDer).toString());
const docs = {
  plain: '<factura id="comprobante" version="1.1.0"><a>x</a></factura>',
  xsi: '<factura id="comprobante" version="1.1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="f.xsd"><a>x</a></factura>',
  dsOnRoot: '<factura xmlns:ds="http://www.w3.org/2000/09/xmldsig#" id="comprobante" version="1.1.0"><a>x</a></factura>',
  defaultNs: '<factura xmlns="urn:x" id="comprobante" version="1.1.0"><a>x</a></factura>',
  xmlLang: '<factura xml:lang="es" id="comprobante" version="1.1.0"><a>x</a></factura>',
};
for (const [name, xml] of Object.entries(docs)) {
  const signed = signXml(xml, cert);
  writeFileSync('/tmp/ns-doc.xml', signed);
  const r = spawnSync('xmlsec1', ['--verify', '--id-attr:id', 'factura', '--trusted-pem', '/tmp/ns-cert.pem', '/tmp/ns-doc.xml'], { encoding: 'utf8' });
  console.log(name, 'xml-crypto:', verifySignedXml(signed).valid, verifySignedXml(signed).reason ?? '', 'xmlsec1:', r.status === 0, (r.stderr.match(/References \(ok\/all\): \d\/\d/) ?? [''])[0]);
}
