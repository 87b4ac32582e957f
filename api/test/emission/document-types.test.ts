import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COD_DOC, DOCUMENTOS_EMITIDOS } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../src/services/emission/types';

/** SRI documents Facturador does not issue yet. */
const POR_EMITIR: string[] = [];

const SRC = join(import.meta.dirname, '../../src');
/** Where a document is numbered, keyed and signed: the spine, and what builds demo or test data. */
const SPINE = 'services/emission/spine/emit.ts';
const NOT_ISSUING = ['db/seed/', 'testing/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the emission spine serves every document type the API issues', () => {
  it.each(Object.entries(COD_DOC))('%s (%s) is a definition on the spine, or not issued yet', (_name, codDoc) => {
    const definition = DOCUMENT_TYPES[codDoc];
    if (POR_EMITIR.includes(codDoc)) expect(definition).toBeUndefined();
    else expect(definition?.codDoc).toBe(codDoc);
  });

  it('numbers exactly the types it issues (siguiente.<tipo> per punto de emisión)', () => {
    expect(DOCUMENTOS_EMITIDOS.map((documento) => documento.codDoc).sort()).toEqual(Object.keys(DOCUMENT_TYPES).sort());
  });

  it('is the only place that numbers, keys and signs a document', () => {
    const offSpine = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== SPINE && !NOT_ISSUING.some((prefix) => path.startsWith(prefix)))
      .filter((path) =>
        /(?<!function )\b(nextSecuencial|buildClaveAcceso|signXml)\(/.test(readFileSync(join(SRC, path), 'utf8')),
      );
    expect(offSpine).toEqual([]);
  });
});
