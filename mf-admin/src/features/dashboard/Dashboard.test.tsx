import { SIN_FIRMA_ELECTRONICA_MESSAGE } from '@facturador/shared/domain';
import type { Dashboard as DashboardData } from '@facturador/shared/domain/reports';
import { VER_PRUEBAS_LABEL } from '@facturador/shared/domain/reports';
import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/service-unavailable';
import { sessionStore, userInfoAtom } from '@facturador/shared/session';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, apiError, type SentRequest, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { Dashboard } from './Dashboard';

const ventas = (total: number, facturas: number) => ({
  ventas: total,
  facturas: total,
  notasDebito: 0,
  notasCredito: 0,
  ticketPromedio: facturas ? total / facturas : 0,
  numeroFacturas: facturas,
  numeroNotasDebito: 0,
  numeroNotasCredito: 0,
});

/** The company's figures in PRODUCCIÓN, or an empty PRUEBAS when asked for it. */
function figures({ query }: SentRequest): DashboardData {
  const pruebas = query.ambiente === '1';
  return {
    ambiente: pruebas ? 1 : 2,
    hoy: ventas(pruebas ? 0 : 115, pruebas ? 0 : 1),
    mes: ventas(pruebas ? 0 : 1150, pruebas ? 0 : 10),
    impuestosMes: { iva: 150, ice: 0, irbpnr: 0 },
    diario: [{ fecha: '2026-12-01', ventas: 115 }],
    mensual: [{ mes: '2026-12', ventas: 1150 }],
    atencion: pruebas
      ? []
      : [
          {
            claveAcceso: '1'.repeat(49),
            tipo: '01',
            numero: '001-001-000000123',
            estado: 'POR AUTORIZAR',
            fecha: '2026-11-30T15:00:00.000Z',
            motivo: 'POR AUTORIZAR',
            marcado: true,
          },
        ],
    anexos: pruebas ? [] : [{ anio: 2026, mes: 11, problemas: 3, mensaje: 'ATS de noviembre: 3 problemas' }],
    stockBajo: [
      { codigo: 'ARR-001', nombre: 'Arroz Flor 1 kg', almacen: 'Bodega Principal', stock: 2, stockMinimo: 5 },
    ],
    topProductos: [],
    empresa: {
      plan: 'profesional',
      ambiente: 2,
      certificadoValidoHasta: null,
      uso: {
        mes: '2026-12',
        documentosProduccion: { usados: 10, maximo: null },
        productosInventariados: { usados: 3, maximo: null },
      },
    },
  };
}
const tramos = { porVencer: 115, d1a30: 0, d31a60: 0, d61a90: 0, mas90: 0 };
const porCobrar = {
  corte: '2026-12-01',
  ambiente: 2,
  clientes: [
    { identificacion: '1792146739001', razonSocial: 'ANDINA S.A.', saldo: 115, vencido: 0, tramos, facturas: 1 },
  ],
  totales: { saldo: 115, vencido: 0, tramos },
};

/** Every GET is kept and left unanswered, as on a slow line: what the page asks before any answer. */
const slowly = () => new Promise<Response>(() => undefined);
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

signedInAs(() => administrador({ ambiente: 2 }));
beforeEach(() => {
  // The charts wait to near the viewport: in these tests they never do.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('Resumen del negocio (real React)', () => {
  it('asks for its figures and for the receivables at once, not one after the other', async () => {
    const sent = answerApi({ 'GET /api/dashboard': slowly, 'GET /api/cuentas-por-cobrar': slowly });
    renderScreen(<Dashboard />);
    expect(screen.getByRole('heading', { name: 'Resumen del negocio' })).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => request.path).sort()).toEqual(['/api/cuentas-por-cobrar', '/api/dashboard']);
  });

  it('asks nothing for a user who does not administer', () => {
    sessionStore.set(
      userInfoAtom,
      administrador({ permisos: { usarInventario: true, cambiarAlmacen: false, administrar: false } }),
    );
    const sent = answerApi({});
    renderScreen(<Dashboard />);
    expect(screen.queryByRole('heading', { name: 'Resumen del negocio' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the figures the API answers, and those of PRUEBAS when asked', async () => {
    const sent = answerApi({ 'GET /api/dashboard': figures, 'GET /api/cuentas-por-cobrar': porCobrar });
    const user = renderScreen(<Dashboard />);
    expect(await screen.findByText('Ventas de hoy')).toBeTruthy();
    expect(figure('Ventas del mes')).toBe('$ 1150.00');
    expect(figure('Ticket promedio del mes')).toBe('$ 115.00');
    expect(await screen.findByText('Por cobrar')).toBeTruthy();
    expect(figure('Por cobrar')).toBe('$ 115.00');

    const atender = screen.getByRole('region', { name: 'Comprobantes por atender' });
    expect(
      within(atender)
        .getByRole('link', { name: /001-001-000000123/ })
        .getAttribute('href'),
    ).toBe('/facturas?filtro=001-001-000000123');
    // Last month's ATS, while it is not yet due, opens Anexos y formularios on that month.
    expect(within(atender).getByRole('link', { name: 'ATS de noviembre: 3 problemas' }).getAttribute('href')).toBe(
      '/anexos?mes=2026-11',
    );
    const stock = screen.getByRole('table', { name: 'Stock bajo' });
    expect(within(stock).getByText('Bodega Principal')).toBeTruthy();
    expect(screen.getByText('Aún no hay ventas este mes.')).toBeTruthy();
    expect(screen.getByText(SIN_FIRMA_ELECTRONICA_MESSAGE).getAttribute('role')).toBe('alert');

    await user.click(screen.getByLabelText(VER_PRUEBAS_LABEL));
    expect(await screen.findByText('No hay comprobantes por atender.')).toBeTruthy();
    expect(figure('Ventas del mes')).toBe('$ 0.00');
    await waitFor(() =>
      expect(
        sent
          .filter((request) => request.query.ambiente === '1')
          .map((request) => request.path)
          .sort(),
      ).toEqual(['/api/cuentas-por-cobrar', '/api/dashboard']),
    );
  });

  it('shows the API’s message when the figures do not load', async () => {
    answerApi({
      'GET /api/dashboard': apiError(503, SERVICIO_NO_DISPONIBLE_MESSAGE),
      'GET /api/cuentas-por-cobrar': porCobrar,
    });
    renderScreen(<Dashboard />);
    expect((await screen.findByRole('alert')).textContent).toBe(SERVICIO_NO_DISPONIBLE_MESSAGE);
  });
});
