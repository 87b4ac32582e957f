import { type CodigoTipoDocumento, type EstadoDocumento, TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import { Badge } from '../../../common/feedback';

const ESTADO_TONE = {
  INGRESADA: 'slate',
  AUTORIZADA: 'green',
  PENDIENTE: 'amber',
  RECIBIDA: 'blue',
  'NO RECIBIDA': 'red',
  'NO AUTORIZADA': 'red',
  'POR AUTORIZAR': 'amber',
  ANULADA: 'slate',
  'PENDIENTE DE ACEPTACIÓN': 'amber',
} as const satisfies Record<EstadoDocumento, string>;

export function EstadoBadge({ estado }: { estado: EstadoDocumento }) {
  return <Badge tone={ESTADO_TONE[estado]}>{estado}</Badge>;
}

/** Document type from its code (spec 02 §9): 01 Factura, 04 Nota de Crédito… */
export function tipoDocumentoNombre(codigo: string): string {
  return TIPOS_DOCUMENTO[codigo as keyof typeof TIPOS_DOCUMENTO] ?? `Tipo ${codigo}`;
}

/** A note has a tone of its own, so a credit and a debit note are told apart from the invoices at a glance. */
const TIPO_TONE: Partial<Record<CodigoTipoDocumento, 'violet' | 'teal'>> = { '04': 'violet', '05': 'teal' };

export function TipoBadge({ codigo }: { codigo: string }) {
  return <Badge tone={TIPO_TONE[codigo as CodigoTipoDocumento] ?? 'blue'}>{tipoDocumentoNombre(codigo)}</Badge>;
}
