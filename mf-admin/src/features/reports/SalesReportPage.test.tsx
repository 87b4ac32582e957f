import type { SalesReport } from '@facturador/shared/domain/reports';
import {
  ambienteMostradoTexto,
  REPORTE_RANGO_LARGO_MESSAGE,
  VER_PRUEBAS_LABEL,
} from '@facturador/shared/domain/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, type SentRequest, signedInAs } from '../../test-support/api';
import { administrador, establecimiento } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { SalesReportPage } from './SalesReportPage';

const lado = (baseImponible: number, valor: number) => ({ baseImponible, valor });
const cero = { facturas: lado(0, 0), notasDebito: lado(0, 0), notasCredito: lado(0, 0), neto: lado(0, 0) };
const quince = { facturas: lado(200, 30), notasDebito: lado(0, 0), notasCredito: lado(20, 3), neto: lado(180, 27) };

/** November's report of the company's PRODUCCIÓN (or PRUEBAS when asked), for the establishment asked. */
function reporte({ query }: SentRequest): SalesReport {
  return {
    desde: query.desde!,
    hasta: query.hasta!,
    ambiente: query.ambiente === '1' ? 1 : 2,
    establecimiento: query.establecimiento ?? null,
    iva: query.ambiente === '1' ? [] : [{ ...quince, codigoPorcentaje: 4, tarifa: 15, etiqueta: 'IVA 15%' }],
    totalIva: quince,
    ice: cero,
    irbpnr: cero,
    importeTotal: { facturas: 230, notasDebito: 0, notasCredito: 23, neto: 207 },
    documentos: [],
    pendientes: 2,
    retenido: { iva: 4.5, renta: 2, retenciones: 1 },
    comprasLiquidacion:
      query.ambiente === '1'
        ? { liquidaciones: 0, iva: [], totalIva: lado(0, 0), importeTotal: 0 }
        : {
            liquidaciones: 2,
            iva: [
              { codigoPorcentaje: 0, tarifa: 0, etiqueta: 'IVA 0%', baseImponible: 40, valor: 0 },
              { codigoPorcentaje: 4, tarifa: 15, etiqueta: 'IVA 15%', baseImponible: 17.33, valor: 2.6 },
            ],
            totalIva: lado(57.33, 2.6),
            importeTotal: 59.93,
          },
  };
}

const sucursal = establecimiento({ _id: 'e2', codigo: '002', nombreComercial: 'Sucursal Manta' });
const reportsAsked = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/reportes/ventas').map((request) => request.query);

signedInAs(() => administrador({ ambiente: 2 }));

describe('Reporte de ventas e IVA (real React)', () => {
  it('shows the month’s totals and IVA by rate, and asks again for the month, establishment and ambiente chosen', async () => {
    const sent = answerApi({
      'GET /api/establecimientos': { establecimientos: [sucursal, establecimiento()] },
      'GET /api/reportes/ventas': reporte,
    });
    const user = renderScreen(<SalesReportPage />);
    const table = await screen.findByRole('table', { name: 'Ventas e IVA por tarifa' });
    const [, quinceRow] = within(table).getAllByRole('row');
    expect(within(quinceRow!).getByRole('rowheader').textContent).toBe('IVA 15%');
    expect(
      within(quinceRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$ 200.00', '$ 30.00', '$ 20.00', '$ 3.00', '$ 180.00', '$ 27.00']);
    expect(within(table).queryByRole('rowheader', { name: 'ICE' })).toBeNull();
    expect(screen.getByText('Total neto').nextElementSibling?.textContent).toBe('$ 207.00');
    expect(screen.getByText('IVA retenido por clientes').nextElementSibling?.textContent).toBe('$ 4.50');
    expect(screen.getByText('Pendientes de autorización').nextElementSibling?.textContent).toBe('2');

    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-11' } });
    const options = within(screen.getByLabelText('Establecimiento')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todos los establecimientos',
      '001',
      '002 · Sucursal Manta',
    ]);
    await user.selectOptions(screen.getByLabelText('Establecimiento'), '002');
    await waitFor(() =>
      expect(reportsAsked(sent).at(-1)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30', establecimiento: '002' }),
    );

    await user.click(screen.getByLabelText(VER_PRUEBAS_LABEL));
    expect(await screen.findByText('No hay comprobantes autorizados en este período.')).toBeTruthy();
    expect(screen.getByText(ambienteMostradoTexto(1))).toBeTruthy();
    expect(reportsAsked(sent).at(-1)).toMatchObject({ establecimiento: '002', ambiente: '1' });
  });

  it('shows the purchases by liquidación of the period in a section of their own', async () => {
    answerApi({
      'GET /api/establecimientos': { establecimientos: [] },
      'GET /api/reportes/ventas': reporte,
    });
    const user = renderScreen(<SalesReportPage />);
    const section = await screen.findByRole('region', { name: 'Compras por liquidación' });
    const figure = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(figure('Liquidaciones de compra autorizadas')).toBe('2');
    expect(figure('Total compras por liquidación')).toBe('$ 59.93');
    expect(figure('IVA en compras por liquidación')).toBe('$ 2.60');
    const table = within(section).getByRole('table', { name: 'Compras por liquidación por tarifa' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['IVA 0%', '$ 40.00', '$ 0.00'],
      ['IVA 15%', '$ 17.33', '$ 2.60'],
      ['Total', '$ 57.33', '$ 2.60'],
    ]);
    // The sales table keeps to the sales.
    const sales = screen.getByRole('table', { name: 'Ventas e IVA por tarifa' });
    expect(within(sales).queryByRole('rowheader', { name: 'IVA 0%' })).toBeNull();

    await user.click(screen.getByLabelText(VER_PRUEBAS_LABEL));
    await screen.findByText('No hay comprobantes autorizados en este período.');
    const empty = screen.getByRole('region', { name: 'Compras por liquidación' });
    expect(within(empty).getByText('Liquidaciones de compra autorizadas').nextElementSibling?.textContent).toBe('0');
    expect(within(empty).queryByRole('table')).toBeNull();
  });

  it('asks for no report without a month, and says why the Excel did not download', async () => {
    const sent = answerApi({
      'GET /api/establecimientos': { establecimientos: [] },
      'GET /api/reportes/ventas': (request) =>
        request.query.formato === 'xlsx' ? apiError(400, REPORTE_RANGO_LARGO_MESSAGE) : reporte(request),
    });
    const user = renderScreen(<SalesReportPage />);
    await screen.findByRole('table', { name: 'Ventas e IVA por tarifa' });
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORTE_RANGO_LARGO_MESSAGE);
    expect(reportsAsked(sent).at(-1)).toMatchObject({ formato: 'xlsx' });

    const asked = reportsAsked(sent).length;
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '' } });
    expect(screen.getByText('Elija un mes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Descargar Excel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(reportsAsked(sent)).toHaveLength(asked);
  });
});
