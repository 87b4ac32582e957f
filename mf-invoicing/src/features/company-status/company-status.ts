import {
  AMBIENTE_PRODUCCION_NO_HABILITADO_MESSAGE,
  type Ambiente,
  limiteDocumentosMessage,
  type UserInfo,
} from '@facturador/shared/domain';

/** Why PRODUCCIÓN cannot be chosen (the company still works in PRUEBAS), or null. The API refuses it too. */
export function produccionBloqueada(user: UserInfo): string | null {
  return user.empresa && user.empresa.ambiente !== 2 ? AMBIENTE_PRODUCCION_NO_HABILITADO_MESSAGE : null;
}

/** The ambiente a new form starts in: the user's default, never one the company may not use. */
export function ambienteInicial(user: UserInfo): Ambiente {
  return produccionBloqueada(user) ? 1 : (user.ambiente ?? 1);
}

/** The plan's 402 said before the form is filled: this month's PRODUCCIÓN documents are used up. */
export function limitePlanAlcanzado(user: UserInfo): string | null {
  const documentos = user.empresa?.uso.documentosProduccion;
  if (!documentos || documentos.maximo === null || documentos.usados < documentos.maximo) return null;
  return limiteDocumentosMessage(documentos.maximo);
}
