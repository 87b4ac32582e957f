import {
  type DocumentSummary,
  LISTA_COMPROBANTES_ERROR_MESSAGE,
  SIN_COMPROBANTES_MESSAGE,
  SOLO_ATENCION_LABEL,
} from '@facturador/shared/domain/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, type SentRequest, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { claveDe, facturaAutorizada } from '../../test-support/documents';
import { renderScreen } from '../../test-support/render';
import { IMPORTADO_LABEL } from './components/DocumentCardHeader';
import { DocumentsPage } from './DocumentsPage';

const segunda = facturaAutorizada({
  _id: 'f2',
  secuencial: '000000124',
  contenido: {
    moneda: 'USD',
    importeTotal: 57.5,
    comprador: {
      razonSocialComprador: 'ANDINA S.A.',
      identificacionComprador: '1792146739001',
      direccionComprador: '',
    },
  },
});
const page = (facturas: DocumentSummary[], siguienteCursor: string | null = null) => ({
  facturas,
  siguienteCursor,
  limite: 20,
});
const listAsked = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/facturas').map((request) => request.query);

signedInAs(administrador);

describe('Mis Comprobantes, the list (real React)', () => {
  it('lists the documents page by page and asks for those needing attention only when told', async () => {
    const sent = answerApi({
      'GET /api/facturas': ({ query }) =>
        query.cursor ? page([segunda]) : page(query.atencion ? [] : [facturaAutorizada()], 'c2'),
    });
    const user = renderScreen(<DocumentsPage />);
    expect(await screen.findByText('MARÍA JOSÉ LOOR')).toBeTruthy();
    expect(listAsked(sent)).toEqual([{ limite: '20' }]);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('ANDINA S.A.')).toBeTruthy();
    expect(screen.getByText('MARÍA JOSÉ LOOR')).toBeTruthy();
    expect(listAsked(sent).at(-1)).toEqual({ limite: '20', cursor: 'c2' });

    await user.click(screen.getByLabelText(SOLO_ATENCION_LABEL));
    expect(await screen.findByText(SIN_COMPROBANTES_MESSAGE)).toBeTruthy();
    await user.type(screen.getByLabelText('Fecha de inicio'), '2026-12-01');
    await waitFor(() =>
      expect(listAsked(sent).at(-1)).toEqual({ atencion: 'true', fecha_inicio: '2026-12-01', limite: '20' }),
    );
  });

  it('opens on the document named in ?filtro= (the dashboard links there)', async () => {
    const sent = answerApi({ 'GET /api/facturas': page([facturaAutorizada()]) });
    renderScreen(<DocumentsPage />, { path: '/facturas', at: '/facturas?filtro=000000123' });
    expect((screen.getByLabelText('Buscar por cédula/RUC/secuencial') as HTMLInputElement).value).toBe('000000123');
    expect(await screen.findByText('MARÍA JOSÉ LOOR')).toBeTruthy();
    expect(listAsked(sent)).toEqual([{ filtro: '000000123', limite: '20' }]);
  });

  it('says the spec’s one sentence whatever the failure', async () => {
    answerApi({ 'GET /api/facturas': apiError(400, 'La fecha de inicio no es válida') });
    renderScreen(<DocumentsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(LISTA_COMPROBANTES_ERROR_MESSAGE);
  });

  it('offers Nota de Débito (05) among the types and asks for that type only', async () => {
    const notaDebito = facturaAutorizada({
      _id: 'nd1',
      claveAcceso: claveDe('05', '000000003'),
      tipoComprobante: '05',
    });
    const sent = answerApi({
      'GET /api/facturas': ({ query }) => page(query.tipo === '05' ? [notaDebito] : [facturaAutorizada(), notaDebito]),
    });
    const user = renderScreen(<DocumentsPage />);
    expect(await screen.findByRole('article', { name: '001-001-000000123' })).toBeTruthy();
    const tipo = screen.getByLabelText('Tipo de comprobante') as HTMLSelectElement;
    expect([...tipo.options].map((option) => [option.value, option.text])).toContainEqual(['05', 'Nota de Débito']);

    await user.selectOptions(tipo, '05');
    await waitFor(() => expect(screen.queryByRole('article', { name: '001-001-000000123' })).toBeNull());
    const nota = screen.getByRole('article', { name: '001-001-000000003' });
    expect(within(nota).getByText('Nota de Débito')).toBeTruthy();
    expect(listAsked(sent)).toEqual([{ limite: '20' }, { tipo: '05', limite: '20' }]);
  });

  it('marks a document brought from another system «Importado», beside its estado', async () => {
    const importada = facturaAutorizada({ _id: 'imp1', claveAcceso: claveDe('01', '000000300'), importado: true });
    answerApi({ 'GET /api/facturas': page([facturaAutorizada(), importada]) });
    renderScreen(<DocumentsPage />);
    const card = await screen.findByRole('article', { name: '001-001-000000300' });
    expect(within(card).getByText(IMPORTADO_LABEL)).toBeTruthy();
    expect(within(card).getByText('AUTORIZADA')).toBeTruthy();
    const emitida = screen.getByRole('article', { name: '001-001-000000123' });
    expect(within(emitida).queryByText(IMPORTADO_LABEL)).toBeNull();
  });
});
