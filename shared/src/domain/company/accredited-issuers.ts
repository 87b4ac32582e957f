/**
 * Certificate issuers accredited in Ecuador (ARCOTEL/MINTEL register): the real SRI verifies
 * signatures only from these (SRI-NOTES §9, "Accredited certificate issuers" [verify the current
 * list]). Data with its source: a new accreditation is a new row. Each entry matches the issuer's
 * distinguished name (CN or O) case- and accent-insensitively.
 */
export const ENTIDADES_CERTIFICACION_FUENTE =
  'Registro de entidades de certificación acreditadas (ARCOTEL/MINTEL), según ../shared/sri/SRI-NOTES.md §9 (noviembre de 2026)';

export const ENTIDADES_CERTIFICACION_ACREDITADAS: readonly { nombre: string; patron: RegExp }[] = [
  { nombre: 'Banco Central del Ecuador', patron: /BANCO CENTRAL DEL ECUADOR/ },
  { nombre: 'Security Data', patron: /SECURITY DATA/ },
  { nombre: 'ANF AC Ecuador', patron: /\bANF\b/ },
  { nombre: 'Consejo de la Judicatura', patron: /CONSEJO DE LA JUDICATURA/ },
  { nombre: 'Uanataca Ecuador', patron: /UANATACA/ },
  { nombre: 'Datilmedia', patron: /DATILMEDIA|DATIL MEDIA/ },
  { nombre: 'Eclipsoft', patron: /ECLIPSOFT/ },
  { nombre: 'Lazzate', patron: /LAZZATE/ },
  { nombre: 'Argosdata', patron: /ARGOSDATA|ARGOS DATA/ },
  { nombre: 'Alphatechnologies', patron: /ALPHA ?TECHNOLOGIES/ },
];

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** The accredited entity that issued a certificate (by its issuer name), or null. */
export function entidadAcreditada(issuerName: string): string | null {
  const name = normalize(issuerName);
  return ENTIDADES_CERTIFICACION_ACREDITADAS.find((entidad) => entidad.patron.test(name))?.nombre ?? null;
}

export const certificadoNoAcreditadoAviso = (emisor: string) =>
  `El certificado fue emitido por «${emisor}», que no es una entidad de certificación acreditada en Ecuador. El SRI solo acepta firmas de entidades acreditadas (Banco Central del Ecuador, Security Data, ANF AC, Uanataca, …): sirve para PRUEBAS con el simulador, pero no para PRODUCCIÓN.`;

export const produccionCertificadoNoAcreditadoMessage = (emisor: string) =>
  `No se puede pasar a PRODUCCIÓN: el certificado de firma fue emitido por «${emisor}», que no es una entidad de certificación acreditada en Ecuador, y el SRI rechazaría sus comprobantes. Cargue un certificado de una entidad acreditada.`;
