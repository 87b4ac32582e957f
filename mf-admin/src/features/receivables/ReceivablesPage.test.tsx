import { ambienteMostradoTexto, VER_PRUEBAS_LABEL } from '@facturador/shared/domain/reports';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, signedInAs } from '../../test-support/api';
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
