import {
  CLAVE_API_REVOCADA_MESSAGE,
  type ClaveApi,
  ENTREGA_REENVIADA_MESSAGE,
  type EntregaWebhook,
  PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE,
  WEBHOOK_DESTINO_PRIVADO_MESSAGE,
  WEBHOOK_NO_ENCONTRADO_MESSAGE,
  type Webhook,
} from '@facturador/shared/domain/integrations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, type Route, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { IntegrationsPage } from './IntegrationsPage';

const tienda: ClaveApi = {
  id: 'k1',
  nombre: 'Tienda en línea',
  prefijo: 'fk_live_ab12',
  permisos: ['emitir', 'consultar'],
  creadaEn: '2026-11-02T14:00:00.000Z',
  creadaPor: 'carlos',
  ultimoUso: null,
};
const webhook: Webhook = {
  id: 'w1',
  url: 'https://tienda.elmanaba.ec/facturador',
  eventos: ['documento.autorizado'],
  creadoEn: '2026-11-03T14:00:00.000Z',
};
const entrega: EntregaWebhook = {
  id: 'd1',
  webhookId: 'w1',
  evento: 'documento.autorizado',
  estado: 'FALLIDA',
  intentos: 8,
  ultimoCodigo: 503,
  ultimoError: null,
  proximoIntento: null,
  creadaEn: '2026-11-30T14:00:00.000Z',
  entregadaEn: null,
  historial: [],
  cuerpo: { numero: '001-001-000000123' },
};

function answerIntegrations(routes: Record<string, Route> = {}) {
  return answerApi({
    'GET /api/claves-api': { claves: [tienda] },
    'GET /api/webhooks': { webhooks: [webhook] },
    ...routes,
  });
}

signedInAs(administrador);

describe('Integraciones (real React)', () => {
  it('lists the keys in force and the webhooks with their events', async () => {
    answerIntegrations();
    renderScreen(<IntegrationsPage />);
    const claves = await screen.findByRole('table', { name: 'Claves de API' });
    const [, fila] = within(claves).getAllByRole('row');
    expect(within(fila!).getByText('fk_live_ab12…')).toBeTruthy();
    expect(within(fila!).getByText('Nunca')).toBeTruthy();
    expect(within(fila!).getByText('02/11/2026 09:00 (carlos)')).toBeTruthy();
    const webhooks = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(webhooks).getByText('Comprobante autorizado')).toBeTruthy();
  });

  it('creates a key with the permissions chosen and shows its secret once', async () => {
    const sent = answerIntegrations({
      'POST /api/claves-api': {
        clave: { ...tienda, id: 'k2', nombre: 'Caja 2', permisos: ['consultar'] },
        secreto: 'fk_live_secreto',
      },
    });
    const user = renderScreen(<IntegrationsPage />);
    await screen.findByRole('table', { name: 'Claves de API' });
    await user.click(screen.getByRole('button', { name: 'Crear clave de API' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear clave de API' });
    await user.type(within(dialog).getByLabelText(/^Nombre de la clave/), 'Caja 2');
    await user.click(within(dialog).getByLabelText('Emitir facturas y notas de crédito'));
    await user.click(within(dialog).getByLabelText('Consultar comprobantes, XML y RIDE'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear clave' }));
    expect(within(dialog).getByText(PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    await user.click(within(dialog).getByLabelText('Consultar comprobantes, XML y RIDE'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear clave' }));
    const secret = await screen.findByRole('dialog', { name: 'Clave de API creada' });
    expect((within(secret).getByLabelText('Secreto de la clave de API') as HTMLInputElement).value).toBe(
      'fk_live_secreto',
    );
    expect(changes(sent)).toEqual([
      { method: 'POST', path: '/api/claves-api', body: { nombre: 'Caja 2', permisos: ['consultar'] } },
    ]);
    await user.click(within(secret).getByRole('button', { name: 'Listo, ya lo guardé' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes a key after asking, and lists the keys again', async () => {
    const sent = answerIntegrations({
      'GET /api/claves-api': inTurn({ claves: [tienda] }, { claves: [] }),
      'DELETE /api/claves-api/k1': { message: CLAVE_API_REVOCADA_MESSAGE },
    });
    const user = renderScreen(<IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Revocar clave Tienda en línea' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocar clave de API' });
    expect(dialog.textContent).toContain('Los sistemas que la usan recibirán 401.');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar clave' }));
    expect(await screen.findByText('Aún no hay claves de API.')).toBeTruthy();
    expect(changes(sent)).toEqual([{ method: 'DELETE', path: '/api/claves-api/k1', body: null }]);
  });

  it('registers a webhook and shows why the API refused its address', async () => {
    const sent = answerIntegrations({ 'POST /api/webhooks': apiError(400, WEBHOOK_DESTINO_PRIVADO_MESSAGE) });
    const user = renderScreen(<IntegrationsPage />);
    await screen.findByRole('table', { name: 'Webhooks' });
    await user.click(screen.getByRole('button', { name: 'Registrar webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar webhook' });
    await user.type(within(dialog).getByLabelText(/^URL del webhook/), 'http://192.168.1.10/avisos');
    await user.click(within(dialog).getByLabelText(/^Correo al comprador que no se pudo entregar/));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_DESTINO_PRIVADO_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/webhooks',
        body: {
          url: 'http://192.168.1.10/avisos',
          eventos: ['documento.autorizado', 'documento.no-autorizado', 'correo.fallo'],
        },
      },
    ]);
  });

  it('shows a webhook’s deliveries and sends one again', async () => {
    const sent = answerIntegrations({
      'GET /api/webhooks/w1/entregas': { entregas: [entrega] },
      'POST /api/webhooks/w1/entregas/d1/reenviar': inTurn(apiError(404, WEBHOOK_NO_ENCONTRADO_MESSAGE), {
        message: ENTREGA_REENVIADA_MESSAGE,
      }),
    });
    const user = renderScreen(<IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: `Ver entregas de ${webhook.url}` }));
    const dialog = screen.getByRole('dialog', { name: 'Entregas del webhook' });
    const table = await within(dialog).findByRole('table', { name: 'Entregas' });
    expect(within(table).getByText('FALLIDA')).toBeTruthy();
    expect(within(table).getByText('HTTP 503')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Reenviar entrega 001-001-000000123' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(WEBHOOK_NO_ENCONTRADO_MESSAGE);
    await user.click(within(table).getByRole('button', { name: 'Reenviar entrega 001-001-000000123' }));
    expect(await within(dialog).findByText(ENTREGA_REENVIADA_MESSAGE)).toBeTruthy();
    expect(changes(sent).map((request) => request.path)).toEqual([
      '/api/webhooks/w1/entregas/d1/reenviar',
      '/api/webhooks/w1/entregas/d1/reenviar',
    ]);
  });
});
