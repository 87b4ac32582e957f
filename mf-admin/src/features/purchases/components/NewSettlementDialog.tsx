import { errorMessage, useUserInfo } from '@facturador/shared/api';
import { issuePurchaseSettlement, LIQUIDACION_EMISION_ERROR_MESSAGE } from '@facturador/shared/api/purchases';
import {
  type Ambiente,
  ambienteConfirmacionTexto,
  type FacturarResponse,
  FORMA_PAGO_DEFAULT,
  FORMA_PAGO_LABELS,
  FORMAS_PAGO_ACTIVAS,
  type FormaPago,
  formatMoney,
} from '@facturador/shared/domain';
import { DESTINO_REQUERIDO_MESSAGE } from '@facturador/shared/domain/movements';
import { buildLiquidacionCompraRequest } from '@facturador/shared/domain/purchase-settlements';
import { Modal, primaryButtonClass, SelectField, secondaryButtonClass } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { SettlementLines } from './SettlementLines';
import { SettlementOutcome } from './SettlementOutcome';
import { SettlementSupplierFields } from './SettlementSupplierFields';
import { SettlementWarehouseField } from './SettlementWarehouseField';
import {
  EMPTY_SUPPLIER,
  emptyLine,
  entersStock,
  type LineDraft,
  liveTotals,
  settlementLines,
} from './settlement-draft';

const newKey = () => globalThis.crypto.randomUUID();
const TITLE = 'Nueva liquidación de compra';
const FORMA_PAGO_OPTIONS = FORMAS_PAGO_ACTIVAS.map((code) => ({
  value: code,
  label: `${code} - ${FORMA_PAGO_LABELS[code]}`,
}));

/**
 * «Nueva liquidación de compra» (issue #41 §2): a purchase from someone who cannot invoice, issued by
 * the company itself — proveedor, lines with live totals (the shared maths), each a catalogue product
 * or a free line; once a line is an inventoried product, the warehouse its goods enter (the user's
 * unless another is chosen); how it is paid; then a confirmation naming amount and ambiente.
 */
export function NewSettlementDialog({
  ambiente,
  onClose,
  onIssued,
}: {
  ambiente: Ambiente;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { user } = useUserInfo();
  const [supplier, setSupplier] = useState(EMPTY_SUPPLIER);
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  // Null until chosen: the user's own warehouse.
  const [chosenAlmacen, setChosenAlmacen] = useState<string | null>(null);
  const [almacenError, setAlmacenError] = useState<string | null>(null);
  const [formaPago, setFormaPago] = useState<FormaPago>(FORMA_PAGO_DEFAULT);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [issued, setIssued] = useState<FacturarResponse | null>(null);
  // One key per confirmed liquidación: a retry after a lost answer never issues twice.
  const key = useRef(newKey());
  const confirmRef = useRef<HTMLButtonElement>(null);
  const totals = liveTotals(lines);
  const withStock = entersStock(lines);
  const almacenId = chosenAlmacen ?? user?.almacen ?? '';

  function confirm() {
    // The API refuses inventoried goods without a warehouse to enter (DESTINO_REQUERIDO_MESSAGE) too.
    if (withStock && !almacenId) {
      setAlmacenError(DESTINO_REQUERIDO_MESSAGE);
      return;
    }
    setAlmacenError(null);
    setConfirming(true);
  }

  async function emit() {
    setSending(true);
    setErrors([]);
    try {
      const body = buildLiquidacionCompraRequest({
        ambiente,
        proveedor: {
          tipoIdentificacion: supplier.tipoIdentificacion,
          identificacion: supplier.identificacion.trim(),
          razonSocial: supplier.razonSocial.trim(),
          direccion: supplier.direccion.trim(),
          email: supplier.email.trim(),
        },
        lineas: settlementLines(lines),
        pagos: [{ formaPago, total: totals.total }],
        ...(withStock && almacenId ? { almacen_id: almacenId } : {}),
      });
      setIssued(await issuePurchaseSettlement(body, key.current));
      onIssued();
    } catch (failure) {
      setErrors([errorMessage(failure, LIQUIDACION_EMISION_ERROR_MESSAGE)]);
      key.current = newKey();
    } finally {
      setConfirming(false);
      setSending(false);
    }
  }

  if (issued) {
    return (
      <Modal open size="lg" title={TITLE} onClose={onClose}>
        <SettlementOutcome issued={issued} />
        <div className="mt-4 flex justify-end">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cerrar
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open size="lg" title={TITLE} onClose={onClose}>
      <div className="grid gap-4">
        <SettlementSupplierFields supplier={supplier} onChange={setSupplier} />
        <SettlementLines lines={lines} onChange={setLines} />
        <div className="grid gap-3 sm:grid-cols-2">
          {withStock ? (
            <SettlementWarehouseField
              value={almacenId}
              canChange={user?.permisos.cambiarAlmacen ?? false}
              error={almacenError}
              onChange={(id) => {
                setChosenAlmacen(id);
                setAlmacenError(null);
              }}
            />
          ) : null}
          <SelectField
            label="Forma de pago"
            options={FORMA_PAGO_OPTIONS}
            value={formaPago}
            onChange={(event) => setFormaPago(event.target.value as FormaPago)}
          />
        </div>
        <div className="grid justify-end gap-1 text-right text-sm tabular-nums">
          <p>
            Subtotal: <output>{formatMoney(totals.subtotal)}</output>
          </p>
          <p>
            IVA: <output>{formatMoney(totals.iva)}</output>
          </p>
          <p className="font-semibold">
            Total: <output>{formatMoney(totals.total)}</output>
          </p>
        </div>
        <FormErrors messages={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className={primaryButtonClass} onClick={confirm}>
            Emitir liquidación
          </button>
        </div>
      </div>
      <Modal
        open={confirming}
        title="Confirmar liquidación de compra"
        onClose={() => setConfirming(false)}
        initialFocusRef={confirmRef}
      >
        <div className="grid gap-3 text-sm">
          <p>
            Se emitirá al SRI una liquidación de compra a {supplier.razonSocial.trim() || 'su proveedor'} por{' '}
            {formatMoney(totals.total)}, en ambiente {ambienteConfirmacionTexto(ambiente)}.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              Volver
            </button>
            <button ref={confirmRef} type="button" className={primaryButtonClass} disabled={sending} onClick={emit}>
              {sending ? 'Emitiendo...' : 'Confirmar y emitir'}
            </button>
          </div>
        </div>
      </Modal>
    </Modal>
  );
}
