import {
  columnasFaltantesMessage,
  type ImportacionResponse,
  precioNoNumericoMessage,
} from '@facturador/shared/domain/imports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { CustomerImportPage, ProductImportPage } from './ImportPage';

const HOJA = 'codigo;nombre;precio\nARR-001;Arroz Flor 1 kg;1,25\n';
const hoja = new File([HOJA], 'catalogo.csv', { type: 'text/csv' });

/** The preview of a three-row sheet: one new product, one update, one refused; `aplicado` once confirmed. */
const resultado = (aplicado: boolean): ImportacionResponse => ({
  aplicado,
  crear: [{ linea: 2, clave: 'ARR-001', nombre: 'Arroz Flor 1 kg', stock: 12 }],
  actualizar: [{ linea: 4, clave: 'AZU-002', nombre: 'Azúcar 2 kg', stock: 0 }],
  rechazadas: [{ linea: 3, motivo: precioNoNumericoMessage('abc') }],
  error: null,
});

signedInAs(administrador);

describe('Importar productos (real React)', () => {
  it('previews the sheet with its refused rows and why, then imports it on confirmation', async () => {
    const sent = answerApi({
      'POST /api/productos/importar': ({ query }) => resultado(query.confirmar === 'true'),
    });
    const user = renderScreen(<ProductImportPage />);
    expect(screen.getByRole('heading', { name: 'Importar productos' })).toBeTruthy();
    const revisar = screen.getByRole('button', { name: 'Revisar archivo' }) as HTMLButtonElement;
    expect(revisar.disabled).toBe(true);
    await user.upload(screen.getByLabelText('Archivo (CSV o Excel)'), hoja);
    await user.click(revisar);

    const preview = await screen.findByRole('region', { name: 'Vista previa de la importación' });
    expect(within(preview).getByText('1 para crear, 1 para actualizar, 1 rechazadas')).toBeTruthy();
    const rechazadas = within(preview).getByRole('table', { name: 'Filas rechazadas' });
    expect(within(rechazadas).getByText(precioNoNumericoMessage('abc'))).toBeTruthy();
    const filas = within(preview).getByRole('table', { name: 'Filas a importar' });
    expect(
      within(filas)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LíneaCódigoNombreStockAcción', '2ARR-001Arroz Flor 1 kg12Crear', '4AZU-002Azúcar 2 kg0Actualizar']);

    await user.click(screen.getByRole('button', { name: 'Confirmar importación' }));
    expect(await screen.findByText('Productos importados: 1 creados, 1 actualizados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar importación' })).toBeNull();
    expect(sent.map((request) => request.query)).toEqual([{}, { confirmar: 'true' }]);
    const archivo = (sent[0]!.body as FormData).get('archivo') as File;
    // The file's name does not survive jsdom's FormData crossing into Node's Request; its content does.
    expect(await archivo.text()).toBe(HOJA);
  });
});

describe('Importar clientes (real React)', () => {
  it('shows why the API refused the sheet and offers no import', async () => {
    const refusal = columnasFaltantesMessage(['Identificación']);
    answerApi({ 'POST /api/clientes/importar': apiError(400, refusal) });
    const user = renderScreen(<CustomerImportPage />);
    await user.upload(screen.getByLabelText('Archivo (CSV o Excel)'), hoja);
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('button', { name: 'Confirmar importación' })).toBeNull();
  });

  it('says so when the template cannot be downloaded', async () => {
    const sent = answerApi({
      'GET /api/clientes/importar/plantilla': apiError(403, 'No tiene permiso para administrar la empresa'),
    });
    const user = renderScreen(<CustomerImportPage />);
    await user.click(screen.getByRole('button', { name: 'Descargar plantilla Excel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No tiene permiso para administrar la empresa');
    expect(sent.map((request) => request.query)).toEqual([{ formato: 'xlsx' }]);
  });
});
