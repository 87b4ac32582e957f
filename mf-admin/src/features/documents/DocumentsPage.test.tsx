import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claveDe, facturaListada, stubApi } from '../../test-support/documents';
import { DocumentsPage } from './DocumentsPage';

const FACTURA = facturaListada();
const NOTA_DEBITO = facturaListada({ _id: 'nd', claveAcceso: claveDe('05', '000000003'), tipoComprobante: '05' });

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: 'http://api.prueba' }));
  startSession('token-de-prueba');
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Mis Comprobantes: the type filter (real React)', () => {
  it('offers Nota de Débito (05) and asks the list for that type only', async () => {
    const asked = stubApi(({ url }) => ({
      body: {
        facturas: url.searchParams.get('tipo') === '05' ? [NOTA_DEBITO] : [FACTURA, NOTA_DEBITO],
        siguienteCursor: null,
        limite: 20,
      },
    }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DocumentsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('article', { name: '001-001-000000007' })).toBeTruthy();
    expect(asked[0]?.url.searchParams.has('tipo')).toBe(false);

    const tipo = screen.getByLabelText('Tipo de comprobante') as HTMLSelectElement;
    expect([...tipo.options].map((option) => [option.value, option.text])).toContainEqual(['05', 'Nota de Débito']);
    await user.selectOptions(tipo, '05');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: '001-001-000000007' })).toBeNull());
    const nota = screen.getByRole('article', { name: '001-001-000000003' });
    expect(within(nota).getByText('Nota de Débito')).toBeTruthy();
    expect(asked.at(-1)?.url.pathname).toBe('/api/facturas');
    expect(asked.at(-1)?.url.searchParams.get('tipo')).toBe('05');
  });
});
