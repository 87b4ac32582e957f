import { ATS_TIPO_COMPROBANTE } from '@facturador/shared/domain/annexes';
import type { AtsAnulado } from './input';
import { block, el } from './xml';

/** anulados/detalleAnulados: one row per annulled e-document, both sequence fields equal (SRI-NOTES §10.4). */
export const anuladosBlock = (anulados: AtsAnulado[]) =>
  anulados.length
    ? block(
        'anulados',
        anulados.map((doc) =>
          block(
            'detalleAnulados',
            el('tipoComprobante', ATS_TIPO_COMPROBANTE[doc.codDoc] ?? doc.codDoc),
            el('establecimiento', doc.estab),
            el('puntoEmision', doc.ptoEmi),
            el('secuencialInicio', doc.secuencial),
            el('secuencialFin', doc.secuencial),
            el('autorizacion', doc.autorizacion),
          ),
        ),
      )
    : '';
