import {
  type Ambiente,
  ambienteProduccionNoHabilitadoMessage,
  limiteDocumentosMessage,
  type UserInfo,
} from '@facturador/shared/domain';

/** Why PRODUCCIÓN cannot be chosen (the company still works in PRUEBAS), or null. The API refuses it too. */
export function produccionBloqueada(user: UserInfo): string | null {
  return user.empresa && user.empresa.ambiente !== 2
    ? ambienteProduccionNoHabilitadoMessage(user.permisos.administrar)
    : null;
}

const ambienteKey = (user: UserInfo) => `facturador.ambiente.${user.usuario}`;

/** The user's last choice of ambiente on this browser (issue #24), or null. */
function rememberedAmbiente(user: UserInfo): Ambiente | null {
  try {
    const value = globalThis.localStorage?.getItem(ambienteKey(user));
    return value === '1' || value === '2' ? (Number(value) as Ambiente) : null;
  } catch {
    return null;
  }
}

/** Remembers the user's choice: the next form starts there. */
export function rememberAmbiente(user: UserInfo, ambiente: Ambiente): void {
  try {
    globalThis.localStorage?.setItem(ambienteKey(user), String(ambiente));
  } catch {
    // Private mode without storage: the spec's default applies next time.
  }
}

/**
 * The ambiente a new form starts in: the user's last choice, else the user's default (the spec's 1
 * on a first use), never one the company may not use.
 */
export function ambienteInicial(user: UserInfo): Ambiente {
  return produccionBloqueada(user) ? 1 : (rememberedAmbiente(user) ?? user.ambiente ?? 1);
}

/** The plan's 402 said before the form is filled: this month's PRODUCCIÓN documents are used up. */
export function limitePlanAlcanzado(user: UserInfo): string | null {
  const documentos = user.empresa?.uso.documentosProduccion;
  if (!documentos || documentos.maximo === null || documentos.usados < documentos.maximo) return null;
  return limiteDocumentosMessage(documentos.maximo);
}
