import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, inTurn, signedInAs } from '../../../test-support/api';
import { administrador } from '../../../test-support/company';
import { BatchIntakeDialog } from './BatchIntakeDialog';

signedInAs(administrador);

const CLAVE = '2'.repeat(49);

describe('Subir varios comprobantes (real React)', () => {
  it('uploads a ZIP and the recibidos report, showing one result per entry and per line', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      'POST /api/compras/archivos': {
        resultados: [
          {
            archivo: 'lote.zip/f1.xml',
            estado: 'registrada',
            mensaje: 'Factura 001-001-000000800 de X registrada',
            compraId: 'a',
          },
          { archivo: 'lote.zip/f2.xml', estado: 'duplicada', mensaje: 'Esta factura del proveedor ya está registrada' },
        ],
        resumen: { registradas: 1, duplicadas: 1, rechazadas: 0 },
      },
      'POST /api/compras/recibidos': inTurn(
        apiError(400, 'El reporte tiene más de 5.000 claves de acceso; divídalo en varios archivos'),
        {
          resultados: [
            {
              linea: 2,
              claveAcceso: CLAVE,
              estado: 'rechazada',
              mensaje: 'La nota de crédito está emitida a otro RUC',
            },
          ],
          resumen: { registradas: 0, duplicadas: 0, rechazadas: 1 },
        },
      ),
    });
    let reloads = 0;
    render(<BatchIntakeDialog onClose={() => undefined} onRegistered={() => reloads++} />);
    const dialog = screen.getByRole('dialog', { name: 'Subir varios comprobantes' });

    const zip = new File(['PK'], 'lote.zip', { type: 'application/zip' });
    await user.upload(within(dialog).getByLabelText(/Archivos XML autorizados o ZIP/), zip);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar archivos' }));
    expect(await within(dialog).findByText('1 registradas, 1 ya registradas, 0 rechazadas')).toBeTruthy();
    expect(within(dialog).getByText('lote.zip/f2.xml').closest('tr')!.textContent).toContain('Ya registrada');
    expect(reloads).toBe(1);
    const form = sent.find((request) => request.path === '/api/compras/archivos')!.body as FormData;
    expect(form.getAll('archivos')).toHaveLength(1);

    const txt = new File([`CLAVE_ACCESO\n${CLAVE}\n`], 'recibidos.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText(/Comprobantes electrónicos recibidos/), txt);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar reporte' }));
    expect(
      await within(dialog).findByText('El reporte tiene más de 5.000 claves de acceso; divídalo en varios archivos'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar reporte' }));
    expect(await within(dialog).findByText('0 registradas, 0 ya registradas, 1 rechazadas')).toBeTruthy();
    expect(within(dialog).getByText(`Línea 2: ${CLAVE}`).closest('tr')!.textContent).toContain('Rechazada');
    expect(reloads).toBe(1);
  });

  it('shows the report’s progress as the API streams it, then its results', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encoder = new TextEncoder();
    const lines = (...events: unknown[]) =>
      encoder.encode(events.map((event) => `${JSON.stringify(event)}\n`).join(''));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(lines({ progreso: { hechas: 0, total: 1200 } }, { progreso: { hechas: 600, total: 1200 } }));
        await held;
        const resultados = [{ linea: 2, claveAcceso: CLAVE, estado: 'registrada', mensaje: 'Factura registrada' }];
        controller.enqueue(lines({ resultados, resumen: { registradas: 1, duplicadas: 0, rechazadas: 0 } }));
        controller.close();
      },
    });
    const sent = answerApi({
      'POST /api/compras/recibidos': () =>
        new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    });
    render(<BatchIntakeDialog onClose={() => undefined} onRegistered={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Subir varios comprobantes' });
    const txt = new File([`CLAVE_ACCESO\n${CLAVE}\n`], 'recibidos.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText(/Comprobantes electrónicos recibidos/), txt);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar reporte' }));

    const status = await within(dialog).findByText('Registrando el reporte: 600 de 1.200 líneas');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect((within(dialog).getByLabelText('Avance del reporte') as HTMLProgressElement).value).toBe(600);
    expect(sent[0]!.request.headers.get('accept')).toBe('application/x-ndjson');
    release();
    expect(await within(dialog).findByText('1 registradas, 0 ya registradas, 0 rechazadas')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Avance del reporte')).toBeNull();
  });
});
