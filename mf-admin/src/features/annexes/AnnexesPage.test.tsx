import { type FormulariosResponse, mesAnterior, periodoDeMes } from '@facturador/shared/domain/annexes';
import { currentMonthEcuador } from '@facturador/shared/domain/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { AnnexesPage } from './AnnexesPage';

const COMPRA = '5b0f1c7e-8a2d-4e3f-9c1b-2d3e4f5a6b7c';
const cifra = (base: number, valor: number) => ({ base, valor });
const formularios: FormulariosResponse = {
  anio: 2026,
  mes: 11,
  formulario104: {
    ventas: [
      {
        codigoPorcentaje: 4,
        tarifa: 'IVA 15%',
        brutas: cifra(185, 27.75),
        notasCredito: cifra(25, 3.75),
        netas: cifra(160, 24),
      },
    ],
    compras: [{ codigoPorcentaje: 4, tarifa: 'IVA 15%', conCredito: cifra(1200, 180), sinCredito: cifra(10, 1.5) }],
    retencionesIvaRecibidas: cifra(0, 4.5),
    retencionesIvaEfectuadas: [{ porcentaje: 30, cifra: cifra(30, 9) }],
  },
  formulario103: {
    retencionesRenta: [{ codigo: '312', porcentaje: 1.75, cifra: cifra(300, 5.26) }],
    total: cifra(300, 5.26),
  },
};
const REGLA = 'Entran al anexo todas las ventas, también las electrónicas.';
const problema = {
  documento: 'Factura 002-001-000000077 de Ferretería Ñandú & Cía. Ltda.',
  mensaje: 'no tiene código de sustento (Tabla 5); asígnelo en Compras',
  compraId: COMPRA,
};

signedInAs(administrador);

describe('Anexos y formularios (real React)', () => {
  it('shows the month’s problems, fixes a purchase’s sustento in place, and offers the ATS once there are none', async () => {
    const sent = answerApi({
      'GET /api/anexos/ats/validacion': inTurn(
        { problemas: [problema], reglaVentas: REGLA },
        { problemas: [], reglaVentas: REGLA },
      ),
      'GET /api/anexos/formularios': formularios,
      [`PATCH /api/compras/${COMPRA}`]: { id: COMPRA, codSustento: '01', creditoTributario: true },
    });
    const user = renderScreen(<AnnexesPage />);
    const problemas = await screen.findByRole('region', { name: 'El ATS tiene 1 problema' });
    expect(problemas.textContent).toContain(`${problema.documento}: ${problema.mensaje}`);
    expect(screen.getByText(REGLA)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar ATS (XML)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Retenciones de renta por código' }).textContent).toContain('$ 5.26');
    expect(screen.getByRole('group', { name: 'Ventas por tarifa' }).textContent).toContain('$ 160.00');

    await user.selectOptions(within(problemas).getByLabelText(`Código de sustento de ${problema.documento}`), '01');
    await user.click(within(problemas).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El ATS del mes está listo para descargar: no hay problemas que corregir.'),
    ).toBeTruthy();
    expect(changes(sent)).toEqual([{ method: 'PATCH', path: `/api/compras/${COMPRA}`, body: { codSustento: '01' } }]);
    expect(screen.getByRole('button', { name: 'Descargar ATS (XML)' })).toHaveProperty('disabled', false);
    // The month asked for is the one before the current one, the one an ATS is filed for.
    const asked = sent.find((request) => request.path === '/api/anexos/ats/validacion')!;
    const { anio, mes } = periodoDeMes(mesAnterior(currentMonthEcuador()))!;
    expect(asked.query).toEqual({ anio: String(anio), mes: String(mes) });
  });
});
