import type { CertificadoInfo } from '@facturador/shared/domain';
import { IMPORTACION_SIN_IMPORTADOS_MESSAGE, type ImportacionHistorial } from '@facturador/shared/domain/imports';
import { useState } from 'react';
import type { Paso } from '../texts';
import { type Choices, confirmBody, secuencialError, secuencialKey } from './useProposalChoices';

/**
 * Which step shows: the one chosen while it is reachable (the proposal's steps once the import is
 * `lista`), else «Comprobantes» when a certificate is loaded or an import is open, else «Certificado»;
 * null while the certificate and any open import are still being looked up.
 */
export function useWizard({
  loading,
  certificado,
  importacion,
  choices,
}: {
  loading: boolean;
  certificado: CertificadoInfo | null;
  importacion: ImportacionHistorial | null;
  choices: Choices | null;
}) {
  const [elegido, setElegido] = useState<Paso | null>(null);
  const propuesta = importacion && importacion.estado !== 'procesando' ? importacion.propuesta : null;
  const reachable = (paso: Paso) => paso === 'certificado' || paso === 'comprobantes' || propuesta !== null;
  const inicial: Paso | null = loading ? null : certificado || importacion ? 'comprobantes' : 'certificado';
  const body = propuesta && choices ? confirmBody(propuesta, choices) : null;
  const invalido = choices
    ? propuesta?.secuenciales
        .map((s) => secuencialError(s, choices.siguientes[secuencialKey(s)]))
        .find((error) => error !== null)
    : undefined;
  return {
    paso: elegido && reachable(elegido) ? elegido : inicial,
    reachable,
    go: setElegido,
    propuesta,
    body,
    /** Why «Confirmar importación» waits (nothing imported, a next number not above the last used), or null. */
    blocked:
      importacion?.resumen.importados === 0
        ? IMPORTACION_SIN_IMPORTADOS_MESSAGE
        : invalido
          ? `Revise la numeración: ${invalido}`
          : null,
  };
}
