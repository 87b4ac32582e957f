import { PRODUCCION_SIN_CERTIFICADO_MESSAGE } from '@facturador/shared/domain';
import {
  CORREO_GUARDADO_MESSAGE,
  type CorreoSettings,
  certificadoNoAcreditadoAviso,
} from '@facturador/shared/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, type Route, signedInAs } from '../../test-support/api';
import { administrador, emisorSettings } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { CompanyPage, EMPRESA_GUARDADA_MESSAGE } from './CompanyPage';
import { CERTIFICADO_CARGADO_MESSAGE } from './components/CertificateSection';
import { SIN_CERTIFICADO_VIGENTE_HINT } from './components/CompanyForm';

const correo: CorreoSettings = {
  enviarEnPruebas: false,
  smtpUrl: 'smtps://facturas@smtp.elmanaba.ec:465',
  smtpConClave: true,
  remitenteNombre: '',
  remitenteEmail: '',
};
const certificado = {
  titular: 'ZAMBRANO MENDOZA CARLOS ANDRES',
  emisor: 'BANCO CENTRAL DEL ECUADOR',
  serie: '1234',
  validoDesde: '2026-01-01T00:00:00.000Z',
  validoHasta: '2099-01-01T00:00:00.000Z',
  entidadAcreditada: 'BANCO CENTRAL DEL ECUADOR',
};

/** The company's settings; a save answers `saved` and the page reloads the session's user. */
function answerCompany(emisor = emisorSettings(), extra: Record<string, Route> = {}) {
  return answerApi({
    'GET /api/emisor': { emisor },
    'GET /api/emisor/correo': { correo },
    'GET /api/user': { usuario: administrador() },
    ...extra,
  });
}

signedInAs(administrador);

describe('Empresa (real React)', () => {
  it('shows the company, its plan and usage; PRODUCCIÓN waits for a valid certificate', async () => {
    answerCompany();
    renderScreen(<CompanyPage />);
    expect(await screen.findByText('ZAMBRANO MENDOZA CARLOS ANDRES · RUC 1312456781001')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Plan y uso del mes' });
    expect(within(plan).getByText('Profesional')).toBeTruthy();
    expect(within(plan).getAllByText('0 (sin límite)')).toHaveLength(2);
    const ambiente = screen.getByLabelText('Ambiente') as HTMLSelectElement;
    expect(ambiente.value).toBe('1');
    expect((within(ambiente).getByRole('option', { name: 'PRODUCCIÓN' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.getByText(SIN_CERTIFICADO_VIGENTE_HINT)).toBeTruthy();
    expect((screen.getByLabelText('RUC') as HTMLInputElement).readOnly).toBe(true);
  });

  it('saves the fiscal data, says so, and reloads the session’s user', async () => {
    const saved = emisorSettings({ nombreComercial: 'El Manaba Express' });
    const sent = answerCompany(emisorSettings(), { 'PUT /api/emisor': { emisor: saved } });
    const user = renderScreen(<CompanyPage />);
    const nombre = await screen.findByLabelText('Nombre comercial');
    await user.clear(nombre);
    await user.type(nombre, 'El Manaba Express');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));
    expect((await screen.findByText(EMPRESA_GUARDADA_MESSAGE)).getAttribute('role')).toBe('status');
    expect(changes(sent)).toMatchObject([
      { method: 'PUT', path: '/api/emisor', body: { nombreComercial: 'El Manaba Express', ambiente: 1 } },
    ]);
    await waitFor(() => expect(sent.some((request) => request.path === '/api/user')).toBe(true));
  });

  it('asks before PRODUCCIÓN, sends the numbers to continue from, and shows the API’s refusal', async () => {
    const sent = answerCompany(emisorSettings({ certificado }), {
      'PUT /api/emisor': apiError(400, PRODUCCION_SIN_CERTIFICADO_MESSAGE),
    });
    const user = renderScreen(<CompanyPage />);
    await user.selectOptions(await screen.findByLabelText('Ambiente'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));
    const dialog = screen.getByRole('dialog', { name: 'Pasar a PRODUCCIÓN' });
    expect(changes(sent)).toEqual([]);
    const factura = within(dialog).getByLabelText('Siguiente factura en PRODUCCIÓN');
    await user.clear(factura);
    await user.type(factura, '2045');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar PRODUCCIÓN' }));
    expect(await screen.findByText(PRODUCCION_SIN_CERTIFICADO_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toMatchObject([
      {
        method: 'PUT',
        path: '/api/emisor',
        body: { ambiente: 2, confirmarProduccion: true, siguienteProduccion: { factura: 2045, notaCredito: 1 } },
      },
    ]);
  });

  it('«Correo de facturas» keeps the stored SMTP password when its field is left empty', async () => {
    const sent = answerCompany(emisorSettings(), {
      'PUT /api/emisor/correo': { correo: { ...correo, enviarEnPruebas: true } },
    });
    const user = renderScreen(<CompanyPage />);
    const section = await screen.findByRole('region', { name: 'Correo de facturas' });
    expect(
      await within(section).findByText('Hay una contraseña guardada (cifrada): déjela vacía para conservarla'),
    ).toBeTruthy();
    await user.click(within(section).getByLabelText('Enviar por correo los comprobantes de PRUEBAS'));
    await user.click(within(section).getByRole('button', { name: 'Guardar correo de facturas' }));
    expect(await within(section).findByText(CORREO_GUARDADO_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/emisor/correo',
        body: {
          enviarEnPruebas: true,
          smtpUrl: 'smtps://facturas@smtp.elmanaba.ec:465',
          remitenteNombre: '',
          remitenteEmail: '',
        },
      },
    ]);
  });

  it('loads a new signing certificate with its password, and warns when its issuer is not accredited', async () => {
    const extranjero = { ...certificado, emisor: 'ACME CA', entidadAcreditada: null };
    const sent = answerCompany(emisorSettings(), {
      'PUT /api/emisor/certificado': inTurn(apiError(400, 'La contraseña de la firma electrónica es incorrecta.'), {
        certificado: extranjero,
        aviso: certificadoNoAcreditadoAviso('ACME CA'),
      }),
    });
    const user = renderScreen(<CompanyPage />);
    const section = await screen.findByRole('region', { name: 'Firma electrónica' });
    await user.click(within(section).getByRole('button', { name: 'Cargar certificado' }));
    expect(within(section).getByText('Seleccione el archivo .p12 de su firma electrónica.')).toBeTruthy();

    const p12 = new File([new Uint8Array([48, 130, 1, 2])], 'firma.p12', { type: 'application/x-pkcs12' });
    await user.upload(within(section).getByLabelText('Archivo .p12'), p12);
    await user.type(within(section).getByLabelText('Contraseña de la firma'), 'clave-equivocada');
    await user.click(within(section).getByRole('button', { name: 'Cargar certificado' }));
    expect(await within(section).findByText('La contraseña de la firma electrónica es incorrecta.')).toBeTruthy();

    await user.clear(within(section).getByLabelText('Contraseña de la firma'));
    await user.type(within(section).getByLabelText('Contraseña de la firma'), 'clave-correcta');
    await user.click(within(section).getByRole('button', { name: 'Cargar certificado' }));
    expect(await within(section).findByText(CERTIFICADO_CARGADO_MESSAGE)).toBeTruthy();
    expect(within(section).getByRole('alert').textContent).toBe(certificadoNoAcreditadoAviso('ACME CA'));
    expect(within(section).getByText('ACME CA')).toBeTruthy();
    const uploads = changes(sent).map((request) => (request.body as FormData).get('clave'));
    expect(uploads).toEqual(['clave-equivocada', 'clave-correcta']);
  });
});
