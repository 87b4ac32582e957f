import { ACEPTACION_RECEPTOR_TEXT, type DocumentSummary } from '@facturador/shared/domain/documents';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, apiError, inTurn, type SentRequest, signedInAs, TEST_API } from '../../../test-support/api';
import { administrador } from '../../../test-support/company';
import { claveDe, facturaAutorizada } from '../../../test-support/documents';
import { renderScreen } from '../../../test-support/render';
import { DocumentCard } from '../components/DocumentCard';
import { NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE, NOTA_DEBITO_VALOR_MESSAGE } from './rules';

const FACTURA = facturaAutorizada().claveAcceso;
const NOTA_DEBITO = claveDe('05', '000000003');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Today in Ecuador: a document of today is within its annulment deadline. */
const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/** POST /api/notas-debito answered as POST /api/facturar answers a document SRI received. */
const recibida = { claveAcceso: NOTA_DEBITO, estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA', mensajes: [] } };

function renderCard(documento: DocumentSummary, stale: () => void = () => undefined) {
  return renderScreen(<DocumentCard documento={documento} onEstado={() => undefined} onStale={stale} />);
}

async function openDialog() {
  const user = renderCard(facturaAutorizada());
  await user.click(screen.getByRole('button', { name: 'Nota de Débito' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Nota de Débito' }) };
}

/** The amount beside a total's label (Subtotal, IVA, Total). */
function figure(dialog: HTMLElement, label: string): string | null | undefined {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const notasDebito = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/notas-debito');
const idempotencyKey = (request: SentRequest | undefined) => request?.request.headers.get('Idempotency-Key');

signedInAs(administrador);

describe('«Nota de Débito» on a card of Mis Comprobantes (real React)', () => {
  it('is offered on AUTORIZADA facturas only', () => {
    const cases: [Partial<DocumentSummary>, boolean][] = [
      [{}, true],
      [{ estado: 'POR AUTORIZAR' }, false],
      [{ estado: 'NO AUTORIZADA' }, false],
      [{ estado: 'ANULADA' }, false],
      [{ claveAcceso: claveDe('04', '000000002') }, false],
      [{ claveAcceso: NOTA_DEBITO }, false],
    ];
    for (const [overrides, offered] of cases) {
      renderCard(facturaAutorizada(overrides));
      expect(screen.queryByRole('button', { name: 'Nota de Débito' }) !== null).toBe(offered);
      cleanup();
    }
  });

  it('shows the invoice it modifies and the totals as the motivos and the IVA are typed', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.textContent).toContain('Modifica la factura 001-001-000000123 de MARÍA JOSÉ LOOR (1710034065).');
    const iva = within(dialog).getByLabelText('IVA') as HTMLSelectElement;
    expect([...iva.options].map((option) => option.text)).toEqual(['IVA 15%', 'IVA 0%']);
    expect(iva.value).toBe('IVA 15%');

    await user.type(within(dialog).getByLabelText('Razón'), 'Interés por mora');
    await user.type(within(dialog).getByLabelText('Valor'), '10.00');
    expect(figure(dialog, 'Subtotal')).toBe('$ 10.00');
    expect(figure(dialog, 'IVA')).toBe('$ 1.50');
    expect(figure(dialog, 'Total')).toBe('$ 11.50');

    await user.click(within(dialog).getByRole('button', { name: 'Agregar motivo' }));
    const segundo = within(dialog).getByRole('group', { name: 'Motivo 2' });
    await user.type(within(segundo).getByLabelText('Valor'), '2.35');
    expect(figure(dialog, 'Subtotal')).toBe('$ 12.35');
    expect(figure(dialog, 'IVA')).toBe('$ 1.85');
    expect(figure(dialog, 'Total')).toBe('$ 14.20');

    await user.selectOptions(iva, 'IVA 0%');
    expect(figure(dialog, 'IVA')).toBe('$ 0.00');
    expect(figure(dialog, 'Total')).toBe('$ 12.35');

    await user.click(within(dialog).getByRole('button', { name: 'Quitar el motivo 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Motivo 2' })).toBeNull();
    // The last row stays: it cannot be removed.
    expect(within(dialog).queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(figure(dialog, 'Total')).toBe('$ 10.00');
  });

  it('refuses a motivo without razón or with a valor that is not above 0, and sends nothing', async () => {
    const sent = answerApi({ 'POST /api/notas-debito': recibida });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Emitir nota de débito' }));
    expect(within(dialog).getByText(NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(NOTA_DEBITO_VALOR_MESSAGE)).toBeTruthy();
    expect(NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE).toBe('Cada motivo de la nota de débito debe tener una razón.');
    expect(NOTA_DEBITO_VALOR_MESSAGE).toBe(
      'El valor de cada motivo debe ser mayor a 0, con dos decimales como máximo.',
    );
    expect(within(dialog).getByLabelText('Razón').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByLabelText('Razón'), 'Interés por mora');
    expect(within(dialog).queryByText(NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE)).toBeNull();
    const valor = within(dialog).getByLabelText('Valor') as HTMLInputElement;
    await user.type(valor, '0');
    expect(within(dialog).getByText(NOTA_DEBITO_VALOR_MESSAGE)).toBeTruthy();
    // A third decimal is refused as it is typed (spec 01 §5).
    await user.clear(valor);
    await user.type(valor, '1.005');
    expect(valor.value).toBe('1.00');
    expect(within(dialog).queryByText(NOTA_DEBITO_VALOR_MESSAGE)).toBeNull();
    await user.clear(valor);
    await user.type(valor, '-3');
    expect(within(dialog).getByText(NOTA_DEBITO_VALOR_MESSAGE)).toBeTruthy();
    expect(notasDebito(sent)).toEqual([]);
  });

  it('confirms the amount and the ambiente, posts the body with an Idempotency-Key and says the outcome', async () => {
    const sent = answerApi({ 'POST /api/notas-debito': recibida });
    const stale = vi.fn();
    const user = renderCard(facturaAutorizada(), stale);
    await user.click(screen.getByRole('button', { name: 'Nota de Débito' }));
    const dialog = screen.getByRole('dialog', { name: 'Nota de Débito' });
    await user.type(within(dialog).getByLabelText('Razón'), 'Interés por mora');
    await user.type(within(dialog).getByLabelText('Valor'), '10.00');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir nota de débito' }));

    expect(dialog.textContent).toContain('Confirmar emisión de la nota de débito por el siguiente monto: $ 11.50');
    expect(dialog.textContent).toContain('Ambiente: PRUEBAS — sin validez tributaria');
    expect(notasDebito(sent)).toEqual([]);
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(document.activeElement).toBe(confirmar);
    await user.click(confirmar);

    expect((await within(dialog).findByRole('status')).textContent).toContain('Documento enviado con exito');
    expect(dialog.textContent).toContain('Nota de débito 001-001-000000003: RECIBIDA');
    const [posted] = notasDebito(sent);
    expect(posted?.method).toBe('POST');
    expect(posted?.request.url).toBe(`${TEST_API}/api/notas-debito`);
    expect(posted?.body).toEqual({
      facturaModificada: FACTURA,
      motivos: [{ razon: 'Interés por mora', valor: 10 }],
      impuesto: 'IVA 15%',
      ambiente: 1,
    });
    expect(idempotencyKey(posted)).toMatch(UUID);
    expect(stale).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal as it words it; the same note keeps its key, a changed one gets a new key', async () => {
    const refusal = 'La nota de débito debe emitirse en el mismo ambiente que la factura que modifica.';
    const sent = answerApi({
      'POST /api/notas-debito': inTurn(apiError(422, refusal), apiError(422, refusal), recibida),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Razón'), 'Interés por mora');
    await user.type(within(dialog).getByLabelText('Valor'), '10');
    const emitir = async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Emitir nota de débito' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    };

    await emitir();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await emitir();
    await within(dialog).findByRole('alert');
    await user.type(within(dialog).getByLabelText('Valor'), '.5');
    await emitir();
    await within(dialog).findByText('Documento enviado con exito');

    const keys = notasDebito(sent).map(idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(notasDebito(sent)[2]?.body).toMatchObject({ motivos: [{ razon: 'Interés por mora', valor: 10.5 }] });
  });

  it('a document SRI did not receive says so with the reason', async () => {
    answerApi({
      'POST /api/notas-debito': {
        claveAcceso: NOTA_DEBITO,
        estado: 'NO RECIBIDA',
        SRI: { estado: 'DEVUELTA', mensajes: [] },
        error: { message: 'ERROR SECUENCIAL REGISTRADO' },
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Razón'), 'Cheque protestado');
    await user.type(within(dialog).getByLabelText('Valor'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir nota de débito' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No se recibio el documento. Consultar con servicio tecnico');
    expect(alert.textContent).toContain('ERROR SECUENCIAL REGISTRADO');
  });
});

describe('A nota de débito in Mis Comprobantes (real React)', () => {
  it('has its badge, and its «Anular» says the receiver must accept', async () => {
    const user = renderCard(facturaAutorizada({ claveAcceso: NOTA_DEBITO, fecha: `${hoy}T10:00:00-05:00` }));
    const card = screen.getByRole('article', { name: '001-001-000000003' });
    expect(within(card).getByText('Nota de Débito')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Anular' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular 001-001-000000003' });
    expect(within(dialog).getByText(ACEPTACION_RECEPTOR_TEXT)).toBeTruthy();
    expect(ACEPTACION_RECEPTOR_TEXT).toContain('las notas de débito');
  });
});
