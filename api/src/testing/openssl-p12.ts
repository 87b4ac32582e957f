import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

export interface OpensslP12 {
  p12: Buffer;
  /** The certificate as PEM (xmlsec1's --trusted-pem). */
  certificatePem: string;
}

const SIGNING_USAGE = 'critical,digitalSignature,nonRepudiation';

export interface OpensslP12Options {
  /** CN of the self-signed certificate (default FIRMA DE PRUEBAS). */
  commonName?: string;
  /** keyUsage extension (default critical,digitalSignature,nonRepudiation). */
  keyUsage?: string;
  /** Validity as `openssl ca` dates (YYYYMMDDHHMMSSZ): expired or not yet valid certificates. */
  validity?: { start: string; end: string };
  /** `-legacy`: 3DES/RC2 with the PKCS#12 KDF and a SHA-1 MAC, as older tools (and OpenSSL 1.1) export. */
  legacy?: boolean;
}

/**
 * A .p12 made by the real `openssl pkcs12 -export` (OpenSSL 3): by default with its default
 * algorithms (PBES2: PBKDF2-HMAC-SHA256 + AES-256-CBC, SHA-256 MAC), as current tools export them.
 * The password goes to openssl as UTF-8 (ñ and accents included). One maker for API tests and e2e.
 */
export function opensslP12(password: string, options: OpensslP12Options = {}): OpensslP12 {
  const dir = mkdtempSync(join(tmpdir(), 'p12-'));
  try {
    // -utf8: names like MUÑOZ are written as UTF-8, as certification authorities issue them.
    const subject = `/C=EC/O=ENTIDAD DE PRUEBAS/CN=${options.commonName ?? 'FIRMA DE PRUEBAS'}`;
    const keyUsage = options.keyUsage ?? SIGNING_USAGE;
    if (options.validity) {
      writeFileSync(
        join(dir, 'ca.cnf'),
        [
          '[ca]',
          'default_ca = pruebas',
          '[pruebas]',
          `dir = ${dir}`,
          'database = $dir/index.txt',
          'new_certs_dir = $dir',
          'serial = $dir/serial',
          'default_md = sha256',
          'policy = cualquiera',
          'copy_extensions = none',
          '[cualquiera]',
          'commonName = supplied',
          '[firma]',
          `keyUsage = ${keyUsage}`,
          '',
        ].join('\n'),
      );
      writeFileSync(join(dir, 'index.txt'), '');
      writeFileSync(join(dir, 'serial'), '1000\n');
      run(
        'openssl',
        [
          'req',
          '-new',
          '-utf8',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'key.pem',
          '-out',
          'req.csr',
          '-subj',
          subject,
        ],
        dir,
      );
      run(
        'openssl',
        [
          'ca',
          '-batch',
          '-config',
          'ca.cnf',
          '-selfsign',
          '-keyfile',
          'key.pem',
          '-in',
          'req.csr',
          '-startdate',
          options.validity.start,
          '-enddate',
          options.validity.end,
          '-extensions',
          'firma',
          '-notext',
          '-out',
          'cert.pem',
        ],
        dir,
      );
    } else {
      run(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'key.pem',
          '-out',
          'cert.pem',
          '-days',
          '365',
          '-utf8',
          '-subj',
          subject,
          '-addext',
          `keyUsage=${keyUsage}`,
        ],
        dir,
      );
    }
    run(
      'openssl',
      [
        'pkcs12',
        '-export',
        ...(options.legacy ? ['-legacy'] : []),
        '-inkey',
        'key.pem',
        '-in',
        'cert.pem',
        '-passout',
        `pass:${password}`,
        '-out',
        'firma.p12',
      ],
      dir,
    );
    return { p12: readFileSync(join(dir, 'firma.p12')), certificatePem: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
