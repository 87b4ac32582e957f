import {
  type CuentaFactura,
  cobroExcedeSaldoMessage,
  ESTADO_DE_CUENTA_TITLE,
  type Statement,
} from '@facturador/shared/domain/receivables';
import { ambienteMostradoTexto, VER_PRUEBAS_LABEL } from '@facturador/shared/domain/reports';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { ReceivablesPage } from './ReceivablesPage';

const tramos = { porVencer: 115, d1a30: 0, d31a60: 0, d61a90: 0, mas90: 0 };

/** A company that emits in PRUEBAS only. */
const duena = administrador({
  usuario: 'duena',
  nombre: 'Ana',
  nombreComercial: 'Consultora Ana',
  razonSocial: 'TORRES ANDRADE ANA LUCIA',
  ruc: '1710034065001',
  permisos: { usarInventario: false, cambiarAlmacen: false, administrar: true },
  empresa: {
    plan: 'gratis',
    ambiente: 1,
    certificadoValidoHasta: null,
    uso: {
      mes: '2026-12',
      documentosProduccion: { usados: 0, maximo: 0 },
      productosInventariados: { usados: 0, maximo: 0 },
    },
  },
});

/** GET /api/cuentas-por-cobrar as the API answers it: the company's ambiente (1) unless one is asked for. */
function answerAgeing(): (string | null)[] {
  const asked: (string | null)[] = [];
  answerApi({
    'GET /api/cuentas-por-cobrar': ({ query }) => {
      asked.push(query.ambiente ?? null);
      const ambiente = Number(query.ambiente ?? 1);
      const clientes =
        ambiente === 1
          ? [
              {
                identificacion: '1792146739001',
                razonSocial: 'ANDINA S.A.',
                saldo: 115,
                vencido: 0,
                tramos,
                facturas: 1,
              },
            ]
          : [];
      return { corte: '2026-12-01', ambiente, clientes, totales: { saldo: 115 * clientes.length, vencido: 0, tramos } };
    },
  });
  return asked;
}

const renderPage = () => renderScreen(<ReceivablesPage />);

signedInAs(() => duena);

describe('Cuentas por cobrar of a company in PRUEBAS (real React)', () => {
  it("opens on PRUEBAS, says so, and remembers the user's choice on the next visit", async () => {
    const asked = answerAgeing();
    const user = renderPage();
    expect(await screen.findByText('ANDINA S.A.')).toBeTruthy();
    expect(asked).toEqual([null]);
    const toggle = screen.getByLabelText(VER_PRUEBAS_LABEL) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(ambienteMostradoTexto(1))).toBeTruthy();

    await user.click(toggle);
    expect(await screen.findByText('No hay saldos por cobrar en esta fecha de corte.')).toBeTruthy();
    expect(screen.getByText(ambienteMostradoTexto(2))).toBeTruthy();
    expect(asked.at(-1)).toBe('2');

    cleanup();
    asked.length = 0;
    renderPage();
    expect(await screen.findByText('No hay saldos por cobrar en esta fecha de corte.')).toBeTruthy();
    expect(asked).toEqual(['2']);
    expect((screen.getByLabelText(VER_PRUEBAS_LABEL) as HTMLInputElement).checked).toBe(false);
  });
});

const cuenta: CuentaFactura = {
  claveAcceso: '1'.repeat(49),
  tipoComprobante: '01',
  numero: '001-001-000000123',
  numDocModificado: null,
  identificacion: '1792146739001',
  razonSocial: 'ANDINA S.A.',
  fechaEmision: '01/11/2026',
  vencimiento: '01/12/2026',
  aCredito: true,
  importeTotal: 115,
  contado: 0,
  notasCredito: 0,
  retenciones: 0,
  cobrado: 0,
  saldo: 115,
  vencido: false,
  diasVencido: 0,
};
const estado: Statement = {
  cliente: { identificacion: '1792146739001', razonSocial: 'ANDINA S.A.', email: 'pagos@andina.ec' },
  desde: null,
  hasta: '01/12/2026',
  saldoInicial: 0,
  movimientos: [],
  saldoFinal: 115,
  vencido: 0,
  tramos,
  facturas: [cuenta],
};

describe('A customer’s statement in Cuentas por cobrar (real React)', () => {
  it('opens the statement and registers a payment, showing the API’s refusal first', async () => {
    const cobroPath = `/api/facturas/${cuenta.claveAcceso}/cobros`;
    const refusal = cobroExcedeSaldoMessage(200, 115);
    const sent = answerApi({
      'GET /api/cuentas-por-cobrar': ({ query }) => ({
        corte: query.corte ?? '2026-12-01',
        ambiente: 1,
        clientes: [
          { identificacion: '1792146739001', razonSocial: 'ANDINA S.A.', saldo: 115, vencido: 0, tramos, facturas: 1 },
        ],
        totales: { saldo: 115, vencido: 0, tramos },
      }),
      'GET /api/clientes/1792146739001/estado-de-cuenta': estado,
      [`POST ${cobroPath}`]: inTurn(apiError(409, refusal), {
        mensaje: 'Cobro registrado',
        cobro: {
          id: 'c1',
          fecha: '2026-12-01',
          formaPago: '20',
          valor: 115,
          referencia: 'TRF-889',
          registradoEn: '2026-12-01T15:00:00.000Z',
          registradoPor: 'duena',
          eliminado: null,
        },
        cuenta: { ...cuenta, cobrado: 115, saldo: 0 },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Estado de cuenta de ANDINA S.A.' }));
    const panel = await screen.findByRole('region', { name: `${ESTADO_DE_CUENTA_TITLE} de ANDINA S.A.` });
    expect(panel.textContent).toContain('al 01/12/2026');
    await user.click(within(panel).getByRole('button', { name: 'Registrar cobro de la factura 001-001-000000123' }));

    const dialog = screen.getByRole('dialog', { name: 'Registrar cobro de la factura 001-001-000000123' });
    const valor = within(dialog).getByLabelText('Valor del cobro') as HTMLInputElement;
    expect(valor.value).toBe('115.00');
    await user.clear(valor);
    await user.type(valor, '200');
    await user.type(within(dialog).getByLabelText('Referencia (opcional)'), 'TRF-889');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar cobro' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    await user.clear(valor);
    await user.type(valor, '115');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar cobro' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Cobro registrado');
    expect(screen.queryByRole('dialog')).toBeNull();
    const cobros = changes(sent).filter((request) => request.path === cobroPath);
    expect(cobros.map((request) => request.body)).toMatchObject([
      { valor: 200, formaPago: '20', referencia: 'TRF-889' },
      { valor: 115, formaPago: '20', referencia: 'TRF-889' },
    ]);
  });
});
