import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { validateAts } from '../../src/services/annexes/ats/validate';
import { SRI_SCHEMAS_DIR, xmllintValidate } from '../sri/tools';

export const ATS_XSD = join(SRI_SCHEMAS_DIR, 'ats.xsd');
export const ATS_EJEMPLO = readFileSync(join(SRI_SCHEMAS_DIR, 'ats-ejemplo.xml'), 'utf8');

/** The ATS passes both the API's in-process validator and the system's `xmllint --schema ats.xsd`. */
export async function expectValidAts(xml: string) {
  const inProcess = await validateAts(xml);
  expect(inProcess.errores).toEqual([]);
  expect(inProcess.valid).toBe(true);
  const system = xmllintValidate(xml, ATS_XSD);
  expect(system.output).toContain('validates');
  expect(system.ok).toBe(true);
}

/** The text of the first `<name>` after `from` in the XML. */
export function field(xml: string, name: string, from = 0): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml.slice(from));
  return match?.[1];
}

/** Every `<name>…</name>` block. */
export const blocks = (xml: string, name: string) => xml.match(new RegExp(`<${name}>[\\s\\S]*?</${name}>`, 'g')) ?? [];
