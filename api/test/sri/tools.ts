import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; the SRI's published schemas the product emits are kept in api/src/sri/xsd. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const SRI_SCHEMAS_DIR = resolve(REPO_ROOT, 'api/src/sri/xsd');
export const FACTURA_XSD = join(SRI_SCHEMAS_DIR, 'factura_V1.1.0.xsd');
export const NOTA_CREDITO_XSD = join(SRI_SCHEMAS_DIR, 'NotaCredito_V1.1.0.xsd');
export const RETENCION_XSD = join(SRI_SCHEMAS_DIR, 'ComprobanteRetencion_V2.0.0.xsd');
export const NOTA_DEBITO_XSD = join(SRI_SCHEMAS_DIR, 'NotaDebito_V1.0.0.xsd');
export const LIQUIDACION_COMPRA_XSD = join(SRI_SCHEMAS_DIR, 'LiquidacionCompra_V1.1.0.xsd');
const XMLDSIG_XSD = join(SRI_SCHEMAS_DIR, 'xmldsig-core-schema.xsd');

const hasCommand = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

/*
 * A missing schema or tool is a failure, never a skip: a clone where they are absent must not pass.
 * CI (.ci/run) installs xmllint (libxml2-utils) and xmlsec1.
 */
const missingSchemas = [
  FACTURA_XSD,
  NOTA_CREDITO_XSD,
  RETENCION_XSD,
  NOTA_DEBITO_XSD,
  LIQUIDACION_COMPRA_XSD,
  XMLDSIG_XSD,
].filter((path) => !existsSync(path));
if (missingSchemas.length > 0) throw new Error(`[sri tests] faltan los XSD oficiales: ${missingSchemas.join(', ')}`);
for (const [command, apt] of [
  ['xmllint', 'libxml2-utils'],
  ['xmlsec1', 'xmlsec1'],
] as const) {
  if (!hasCommand(command)) throw new Error(`[sri tests] ${command} no está instalado (apt install ${apt})`);
}

export interface ToolResult {
  ok: boolean;
  output: string;
}

/** Runs a command on files written to a temporary directory. */
function withFiles(files: Record<string, string | Buffer>, run: (dir: string) => ToolResult): ToolResult {
  const dir = mkdtempSync(join(tmpdir(), 'sri-test-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runTool(command: string, args: string[]): ToolResult {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** `xmllint --noout --schema <xsd> doc.xml` */
export function xmllintValidate(xml: string, xsd: string): ToolResult {
  return withFiles({ 'doc.xml': xml }, (dir) => runTool('xmllint', ['--noout', '--schema', xsd, join(dir, 'doc.xml')]));
}

/** `xmlsec1 --verify --id-attr:id <root> --trusted-pem cert.pem doc.xml` */
export function xmlsecVerify(xml: string, rootName: string, certificatePem: string): ToolResult {
  return withFiles({ 'doc.xml': xml, 'cert.pem': certificatePem }, (dir) =>
    runTool('xmlsec1', [
      '--verify',
      '--id-attr:id',
      rootName,
      '--trusted-pem',
      join(dir, 'cert.pem'),
      join(dir, 'doc.xml'),
    ]),
  );
}

/** `xmllint --c14n doc.xml`: libxml2's inclusive C14N 1.0 (without comments) of the whole document. */
export function xmllintCanonical(xml: string): ToolResult {
  return withFiles({ 'doc.xml': xml }, (dir) => {
    const result = spawnSync('xmllint', ['--c14n', join(dir, 'doc.xml')], { encoding: 'utf8' });
    return {
      ok: result.status === 0,
      output: result.status === 0 ? result.stdout : `${result.stdout}${result.stderr}`,
    };
  });
}
