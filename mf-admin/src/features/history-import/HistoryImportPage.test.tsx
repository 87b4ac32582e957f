import {
  IMPORTADO_DUPLICADO_MESSAGE,
  type ImportacionHistorial,
  importacionConCobrosMessage,
  importadoMessage,
  importadoOtroRucMessage,
  type PropuestaImportacion,
  progresoImportacionTexto,
  secuencialImportadoMenorMessage,
} from '@facturador/shared/domain/imports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, json, signedInAs } from '../../test-support/api';
import { administrador, emisorSettings } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { HistoryImportPage } from './HistoryImportPage';

const certificado = {
  titular: 'ZAMBRANO MENDOZA CARLOS ANDRES',
  emisor: 'BANCO CENTRAL DEL ECUADOR',
  serie: '1234',
  validoDesde: '2026-01-01T00:00:00.000Z',
  validoHasta: '2099-01-01T00:00:00.000Z',
  entidadAcreditada: 'BANCO CENTRAL DEL ECUADOR',
};
const CLAVE_310 = `0112202601131245678100120010010000003101234567811`;
const CLAVE_311 = `0112202601131245678100120010010000003111234567811`;

const propuesta: PropuestaImportacion = {
  secuenciales: [
    {
      estab: '001',
      ptoEmi: '001',
      codDoc: '01',
      ambiente: 2,
      ultimoImportado: '000000312',
      ultimoAqui: 0,
      siguiente: 313,
      existe: true,
    },
    {
      estab: '002',
      ptoEmi: '001',
      codDoc: '04',
      ambiente: 2,
      ultimoImportado: '000000007',
      ultimoAqui: 0,
      siguiente: 8,
      existe: false,
    },
  ],
  clientes: [
    {
      tipoIdentificacion: '05',
      identificacion: '1710034065',
      razonSocial: 'MARÍA JOSÉ LOOR',
      direccion: 'PORTOVIEJO',
      email: 'maria@correo.ec',
      existe: false,
    },
    {
      tipoIdentificacion: '04',
      identificacion: '1792146739001',
      razonSocial: 'ANDINA S.A.',
      direccion: 'QUITO',
      email: '',
      existe: false,
    },
    {
      tipoIdentificacion: '04',
      identificacion: '1390012345001',
      razonSocial: 'MANABITA CIA. LTDA.',
      direccion: 'MANTA',
      email: '',
      existe: true,
    },
  ],
  productos: [
    { codigo: 'ARR-001', nombre: 'Arroz Flor 1 kg', precio: 1.25, codigoIva: 0, existe: false },
    { codigo: 'SRV-01', nombre: 'Mantenimiento', precio: 40, codigoIva: 4, existe: false },
    { codigo: 'AZU-002', nombre: 'Azúcar 2 kg', precio: 2.1, codigoIva: 0, existe: true },
  ],
  porCobrar: [
    {
      claveAcceso: CLAVE_310,
      numero: '001-001-000000310',
      fechaEmision: '2026-11-28',
      comprador: 'ANDINA S.A.',
      total: 460,
      plazo: 30,
      unidadTiempo: 'dias',
    },
    {
      claveAcceso: CLAVE_311,
      numero: '001-001-000000311',
      fechaEmision: '2026-11-29',
      comprador: 'MARÍA JOSÉ LOOR',
      total: 115,
      plazo: 15,
      unidadTiempo: 'dias',
    },
  ],
};

const resultados: ImportacionHistorial['resultados'] = [
  {
    archivo: 'historial.zip/factura-312.xml',
    estado: 'importado',
    mensaje: importadoMessage('Factura', '001-001-000000312'),
  },
  { archivo: 'historial.zip/factura-312-copia.xml', estado: 'duplicado', mensaje: IMPORTADO_DUPLICADO_MESSAGE },
  { archivo: 'otro.xml', estado: 'rechazado', mensaje: importadoOtroRucMessage('0990000000001', '1312456781001') },
];

/** The import `imp1` at each point of its life. */
function importacion(extra: Partial<ImportacionHistorial> = {}): ImportacionHistorial {
  return {
    id: 'imp1',
    estado: 'lista',
    creada: '2026-12-02T15:00:00.000Z',
    total: 3,
    procesados: 3,
    resumen: { importados: 1, duplicados: 1, rechazados: 1 },
    resultados,
    propuesta,
    confirmacion: null,
    ...extra,
  };
}
const procesando = (procesados: number) =>
  importacion({
    estado: 'procesando',
    procesados,
    resumen: { importados: procesados, duplicados: 0, rechazados: 0 },
    resultados: resultados.slice(0, procesados - 1),
    propuesta: null,
  });
const MENSAJE = '1 documento importado, 2 clientes, 2 productos, continúa en 001-001-000000313';
const confirmada = importacion({
  estado: 'confirmada',
  confirmacion: {
    documentos: 1,
    clientes: 2,
    productos: 2,
    porCobrar: 0,
    continuaEn: [{ codDoc: '01', numero: '001-001-000000313' }],
    mensaje: MENSAJE,
  },
});
const xml = (name: string) => new File(['<autorizacion/>'], name, { type: 'text/xml' });

signedInAs(administrador);

describe('Importar historial, the guided move (real React)', () => {
  it('walks from the upload, with its progress and per-file results, to the summary message', async () => {
    const sent = answerApi({
      'GET /api/emisor': { emisor: emisorSettings({ certificado }) },
      'GET /api/importaciones': { importaciones: [] },
      'POST /api/importaciones/documentos': json(202, procesando(1)),
      'GET /api/importaciones/imp1': inTurn(procesando(2), importacion()),
      'POST /api/importaciones/imp1/confirmar': confirmada,
    });
    const user = renderScreen(<HistoryImportPage />);
    expect(screen.getByRole('heading', { name: 'Importar historial' })).toBeTruthy();
    // A certificate is loaded: the wizard opens on «Comprobantes».
    expect(await screen.findByRole('heading', { name: 'Comprobantes' })).toBeTruthy();
    const importar = screen.getByRole('button', { name: 'Importar comprobantes' }) as HTMLButtonElement;
    expect(importar.disabled).toBe(true);
    await user.upload(screen.getByLabelText('Archivos XML o ZIP'), [xml('factura-312.xml'), xml('otro.xml')]);
    await user.click(importar);

    const avance = await screen.findByRole('progressbar', { name: 'Avance de la importación' });
    expect(avance.getAttribute('value')).toBe('1');
    expect(screen.getByText(progresoImportacionTexto(1, 3))).toBeTruthy();
    expect(await screen.findByText(progresoImportacionTexto(2, 3), {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('1 importado, 1 duplicado, 1 rechazado', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const tabla = screen.getByRole('table', { name: 'Resultado por archivo' });
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ArchivoEstadoDetalle',
      `otro.xmlRechazado${importadoOtroRucMessage('0990000000001', '1312456781001')}`,
      `historial.zip/factura-312-copia.xmlDuplicado${IMPORTADO_DUPLICADO_MESSAGE}`,
      `historial.zip/factura-312.xmlImportado${importadoMessage('Factura', '001-001-000000312')}`,
    ]);
    const subida = sent.find((request) => request.method === 'POST')!.body as FormData;
    expect(subida.getAll('archivo')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Numeración' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Clientes y productos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar importación' }));
    expect((await screen.findByText(MENSAJE)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Ver en Mis Comprobantes' }).getAttribute('href')).toBe('/facturas');
    expect(screen.getByRole('link', { name: 'Emitir la siguiente factura' })).toBeTruthy();
    expect(changes(sent).at(-1)).toEqual({
      method: 'POST',
      path: '/api/importaciones/imp1/confirmar',
      body: {
        secuenciales: [
          { estab: '001', ptoEmi: '001', codDoc: '01', ambiente: 2, siguiente: 313 },
          { estab: '002', ptoEmi: '001', codDoc: '04', ambiente: 2, siguiente: 8 },
        ],
        clientes: ['1710034065', '1792146739001'],
        productos: ['ARR-001', 'SRV-01'],
        porCobrar: [],
      },
    });
  });

  it('resumes the open import; the numbers typed and the boxes ticked are what confirming sends', async () => {
    const sent = answerApi({
      'GET /api/emisor': { emisor: emisorSettings({ certificado }) },
      'GET /api/importaciones': { importaciones: [{ ...importacion(), resultados: undefined, propuesta: undefined }] },
      'GET /api/importaciones/imp1': importacion(),
      'POST /api/importaciones/imp1/confirmar': confirmada,
    });
    const user = renderScreen(<HistoryImportPage />);
    expect(await screen.findByText('1 importado, 1 duplicado, 1 rechazado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const factura = screen.getByLabelText('Siguiente secuencial 001-001 Factura en PRODUCCIÓN') as HTMLInputElement;
    expect(factura.value).toBe('313');
    expect(screen.getByLabelText('Siguiente secuencial 002-001 Nota de Crédito en PRODUCCIÓN')).toBeTruthy();
    const nuevo = screen.getByRole('row', { name: /002-001/ });
    expect(within(nuevo).getByText('Se creará el punto de emisión')).toBeTruthy();
    await user.clear(factura);
    await user.type(factura, '312');
    expect(screen.getByText(secuencialImportadoMenorMessage('001-001', '000000312'))).toBeTruthy();
    await user.clear(factura);
    await user.type(factura, '400');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const andina = screen.getByLabelText('Guardar cliente 1792146739001 ANDINA S.A.') as HTMLInputElement;
    expect(andina.checked).toBe(true);
    const clientes = screen.getByRole('table', { name: 'Clientes' });
    expect(within(within(clientes).getByRole('row', { name: /MANABITA/ })).getByText('Ya registrado')).toBeTruthy();
    expect(within(clientes).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(andina);
    await user.click(screen.getByLabelText('Guardar producto SRV-01 Mantenimiento'));
    const pendiente = screen.getByLabelText('Marcar como pendiente de cobro 001-001-000000310') as HTMLInputElement;
    expect(pendiente.checked).toBe(false);
    await user.click(pendiente);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByText('1 factura quedará pendiente de cobro.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar importación' }));
    expect(await screen.findByText(MENSAJE)).toBeTruthy();
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/importaciones/imp1/confirmar',
        body: {
          secuenciales: [
            { estab: '001', ptoEmi: '001', codDoc: '01', ambiente: 2, siguiente: 400 },
            { estab: '002', ptoEmi: '001', codDoc: '04', ambiente: 2, siguiente: 8 },
          ],
          clientes: ['1710034065'],
          productos: ['ARR-001'],
          porCobrar: [CLAVE_310],
        },
      },
    ]);
  });

  it('asks before undoing the import and shows why the API refused', async () => {
    const refusal = importacionConCobrosMessage('001-001-000000310');
    const sent = answerApi({
      'GET /api/emisor': { emisor: emisorSettings({ certificado }) },
      'GET /api/importaciones': { importaciones: [{ ...importacion(), resultados: undefined, propuesta: undefined }] },
      'GET /api/importaciones/imp1': importacion(),
      'DELETE /api/importaciones/imp1': inTurn(apiError(409, refusal), { id: 'imp1', documentos: 1 }),
    });
    const user = renderScreen(<HistoryImportPage />);
    await user.click(await screen.findByRole('button', { name: 'Deshacer importación' }));
    const dialog = screen.getByRole('dialog', { name: '¿Deshacer la importación?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deshacer importación' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '¿Deshacer la importación?' })).getByRole('button', {
        name: 'Deshacer importación',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);

    await user.click(screen.getByRole('button', { name: 'Deshacer importación' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deshacer importación' }));
    expect(await screen.findByText('Importación deshecha: se quitó 1 comprobante importado.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Archivos XML o ZIP')).toBeTruthy();
  });

  it('starts on the certificate without one, and fetches pasted claves de acceso from the SRI', async () => {
    const refusal = 'Cada clave de acceso debe tener 49 dígitos';
    const sent = answerApi({
      'GET /api/emisor': { emisor: emisorSettings() },
      'GET /api/importaciones': { importaciones: [] },
      'POST /api/importaciones/documentos': apiError(400, refusal),
    });
    const user = renderScreen(
      <HistoryImportPage certificateUpload={() => <p>Formulario del certificado de Empresa</p>} />,
    );
    expect(await screen.findByRole('heading', { name: 'Certificado' })).toBeTruthy();
    expect(screen.getByText('Formulario del certificado de Empresa')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: /Comprobantes/ }));
    await user.type(screen.getByLabelText('Claves de acceso (una por línea)'), `${CLAVE_310}\n\n  ${CLAVE_311} \n123`);
    await user.click(screen.getByRole('button', { name: 'Traer del SRI' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(changes(sent)).toEqual([
      { method: 'POST', path: '/api/importaciones/documentos', body: { clavesAcceso: [CLAVE_310, CLAVE_311, '123'] } },
    ]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Traer del SRI' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
