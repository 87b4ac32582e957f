import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, signedInAs } from '../../test-support/api';
import {
  administrador,
  emisorSettings,
  establecimiento,
  puntoEmision,
  siguienteDesde,
} from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { setupProgress } from './setup-progress';
import { WelcomePage } from './WelcomePage';

/** A company with a certificate-less emisor whose only point continues a previous system's numbering at 1503. */
function answerCompany() {
  const punto = puntoEmision({ siguiente: siguienteDesde({ factura: { pruebas: 1503, produccion: 1 } }) });
  answerApi({
    'GET /api/emisor': { emisor: emisorSettings() },
    'GET /api/establecimientos': { establecimientos: [establecimiento({ direccion: 'Portoviejo', puntos: [punto] })] },
    'GET /api/facturas': { facturas: [], siguienteCursor: null, limite: 1 },
  });
}

signedInAs(administrador);

describe('/admin welcome (real React)', () => {
  it('greets the user by name; the figures come before the generic hints; numbering is ticked once set', async () => {
    answerCompany();
    renderScreen(<WelcomePage figures={<section aria-label="Resumen del negocio" />} />);
    expect(screen.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeTruthy();
    expect(screen.getByText('Hola, Carlos Zambrano.')).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Resumen del negocio' });
    const hint = screen.getByRole('heading', { name: 'Facturas' });
    expect(figures.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const pasos = screen.getByRole('region', { name: 'Primeros pasos' });
    await waitFor(() => expect(within(pasos).getAllByText('(hecho)')).toHaveLength(1));
    expect(within(pasos).getByText('(hecho)').closest('li')?.textContent).toContain('Establecimientos');
  });

  it('asks whether the company already issued elsewhere, and leads to importing its history', async () => {
    answerCompany();
    const user = renderScreen(<WelcomePage />);
    const pasos = screen.getByRole('region', { name: 'Primeros pasos' });
    expect(within(pasos).getByRole('heading', { name: '¿Ya emitía facturas electrónicas?' })).toBeTruthy();
    await user.click(within(pasos).getByRole('link', { name: 'Importar mi historial' }));
    expect(await screen.findByText('Ruta /importar-historial')).toBeTruthy();
  });
});

describe('setupProgress', () => {
  it('ticks the first invoice once the company has a document', () => {
    expect(setupProgress(emisorSettings(), [], 1).primeraFactura).toBe(true);
    expect(setupProgress(emisorSettings(), [], 0)).toEqual({
      certificado: false,
      logo: false,
      numeracion: false,
      primeraFactura: false,
    });
  });
});
