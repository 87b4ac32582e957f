import { IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import { COMPRA_DUPLICADA_MESSAGE, retencionEmitidaBaseExcedidaMessage } from '@facturador/shared/domain/withholdings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador, emisorSettings } from '../../test-support/company';
import { compra } from '../../test-support/purchases';
import { renderScreen } from '../../test-support/render';
import { PurchasesPage } from './PurchasesPage';

const agente = { emisor: emisorSettings({ agenteRetencion: '1' }) };

signedInAs(administrador);

describe('Compras (real React)', () => {
  it('a company that is no retention agent is told so, and no purchase is asked for', async () => {
    const sent = answerApi({ 'GET /api/emisor': { emisor: emisorSettings() } });
    renderScreen(<PurchasesPage />);
    expect(
      await screen.findByText(/Solo las empresas designadas agente de retención o contribuyente especial/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar compra' })).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/api/emisor']);
  });

  it('lists a retention agent’s purchases and opens «Emitir retención» on one', async () => {
    answerApi({ 'GET /api/emisor': agente, 'GET /api/compras': { compras: [compra()] } });
    const user = renderScreen(<PurchasesPage />);
    const fila = (await screen.findByText('DISTRIBUIDORA DEL PACÍFICO S.A.')).closest('tr')!;
    expect(within(fila).getByText('001-001-000000501')).toBeTruthy();
    await user.click(within(fila).getByRole('button', { name: /Emitir retención/ }));
    expect(screen.getByRole('dialog', { name: 'Emitir retención de la factura 001-001-000000501' })).toBeTruthy();
  });

  it('offers the retención of the company’s own liquidación de compra once the SRI authorized it', async () => {
    const liquidacion = (estadoLiquidacion: string, n: number) =>
      compra({
        id: `33333333-3333-4333-8333-33333333333${n}`,
        origen: 'liquidacion',
        numero: `001-002-00000000${n}`,
        estadoLiquidacion,
      });
    answerApi({
      'GET /api/emisor': agente,
      'GET /api/compras': { compras: [liquidacion('RECIBIDA', 1), liquidacion('AUTORIZADA', 2)] },
    });
    renderScreen(<PurchasesPage />);
    const recibida = (await screen.findByText('Liquidación de compra · RECIBIDA')).closest('tr')!;
    expect(within(recibida).queryByRole('button', { name: /Emitir retención/ })).toBeNull();
    expect(within(recibida).getByText('Su retención se emite cuando el SRI la autorice')).toBeTruthy();
    const autorizada = screen.getByText('Liquidación de compra · AUTORIZADA').closest('tr')!;
    expect(within(autorizada).getByRole('button', { name: /Emitir retención/ })).toBeTruthy();
  });

  it('registers a typed supplier invoice, proposing the e-mail known for its RUC, then offers its retención', async () => {
    const sent = answerApi({
      'GET /api/emisor': agente,
      'GET /api/compras': inTurn({ compras: [] }, { compras: [compra()] }),
      'GET /api/compras/proveedores/1791234567001': { identificacion: '1791234567001', email: 'ventas@pacifico.ec' },
      'POST /api/compras': inTurn(apiError(409, COMPRA_DUPLICADA_MESSAGE), compra()),
    });
    const user = renderScreen(<PurchasesPage />);
    await screen.findByText('Aún no hay compras registradas.');
    await user.click(screen.getByRole('button', { name: 'Registrar compra' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar compra' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await user.type(field('RUC del proveedor'), '1791234567001');
    await waitFor(() => expect(field('Correo del proveedor').value).toBe('ventas@pacifico.ec'));
    await user.type(field('Razón social del proveedor'), 'DISTRIBUIDORA DEL PACÍFICO S.A.');
    await user.type(field('Número de la factura'), '001-001-000000501');
    await user.type(field('Fecha de la factura'), '2026-11-20');
    await user.type(field('Número de autorización'), '1234567890');
    await user.type(field('Base con IVA 15%'), '100');
    await user.type(field('IVA'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(COMPRA_DUPLICADA_MESSAGE)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Emitir retención de la factura 001-001-000000501' }),
    ).toBeTruthy();
    expect(changes(sent).at(-1)).toEqual({
      method: 'POST',
      path: '/api/compras',
      body: {
        proveedorRuc: '1791234567001',
        proveedorRazonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
        proveedorEmail: 'ventas@pacifico.ec',
        numero: '001-001-000000501',
        fechaEmision: '2026-11-20',
        numeroAutorizacion: '1234567890',
        bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
        iva: 15,
      },
    });
  });

  it('issues the retención of the codes chosen, once confirmed; a retry after a refusal carries a new key', async () => {
    const refusal = retencionEmitidaBaseExcedidaMessage('iva', 20, 15);
    const clave = '0212202607131245678100120010010000000011234567813';
    const sent = answerApi({
      'GET /api/emisor': agente,
      'GET /api/compras': { compras: [compra({ proveedor: { ...compra().proveedor, email: 'ventas@pacifico.ec' } })] },
      'POST /api/retenciones': inTurn(apiError(400, refusal), {
        claveAcceso: clave,
        estado: 'INGRESADA',
        SRI: { estado: 'RECIBIDA', mensajes: [] },
        advertencias: [],
      }),
    });
    const user = renderScreen(<PurchasesPage />);
    await user.click(await screen.findByRole('button', { name: /Emitir retención/ }));
    const dialog = screen.getByRole('dialog', { name: 'Emitir retención de la factura 001-001-000000501' });
    const emitir = within(dialog).getByRole('button', { name: 'Emitir retención' }) as HTMLButtonElement;
    expect(emitir.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Código de retención de IVA'), '1');
    expect((within(dialog).getByLabelText('Base imponible de IVA') as HTMLInputElement).value).toBe('15.00');
    expect(within(dialog).getByText(/Total retenido/).textContent).toBe('Total retenido: $ 4.50');

    await user.click(emitir);
    const confirm = screen.getByRole('dialog', { name: 'Confirmar retención' });
    expect(confirm.textContent).toContain(
      'Se emitirá al SRI un comprobante de retención a DISTRIBUIDORA DEL PACÍFICO S.A. por $ 4.50 sobre la factura 001-001-000000501, y se le enviará por correo a ventas@pacifico.ec.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar y emitir' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Emitir retención' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmar retención' })).getByRole('button', {
        name: 'Confirmar y emitir',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Enviada al SRI; se autoriza en unos segundos.');

    const emitted = sent.filter((request) => request.path === '/api/retenciones');
    expect(emitted.map((request) => request.body)).toEqual([
      {
        compra_id: compra().id,
        retenciones: [{ impuesto: 'iva', codigo: '1', baseImponible: 15, porcentaje: 30 }],
      },
      {
        compra_id: compra().id,
        retenciones: [{ impuesto: 'iva', codigo: '1', baseImponible: 15, porcentaje: 30 }],
      },
    ]);
    const [first, second] = emitted.map((request) => request.request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });
});
