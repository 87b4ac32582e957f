import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { API_ROOT } from '../../../config';

/** The SRI's ATS schema (api/src/sri/xsd/ats.xsd), read once. */
export const ATS_XSD_PATH = path.join(API_ROOT, 'src', 'sri', 'xsd', 'ats.xsd');
let schema: Promise<string> | undefined;

/** Validates an ATS against ats.xsd in-process (libxml2 compiled to WebAssembly: no system binary). */
export async function validateAts(xml: string): Promise<{ valid: boolean; errores: string[] }> {
  schema ??= readFile(ATS_XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'ats.xml', contents: xml }],
    schema: [{ fileName: 'ats.xsd', contents: await schema }],
  });
  return { valid: result.valid, errores: result.errors.map((error) => error.message) };
}
