import { formatFechaSri } from '@facturador/shared/domain';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import type { FacturaRide, ProductoRide } from '@facturador/shared/domain/ride';
import { GUIA_FECHA_FIN_ANTERIOR_MESSAGE } from '@facturador/shared/domain/waybills';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, apiError, inTurn, type SentRequest, signedInAs, TEST_API } from '../../../test-support/api';
import { administrador } from '../../../test-support/company';
import { claveDe, facturaAutorizada } from '../../../test-support/documents';
import { renderScreen } from '../../../test-support/render';
import { DocumentCard } from '../components/DocumentCard';

const FACTURA = facturaAutorizada().claveAcceso;
const GUIA = claveDe('06', '000000004');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Today in Ecuador as dd/mm/aaaa, the guía's default start and end of transport. */
const hoy = formatFechaSri(new Date());

const recibida = { claveAcceso: GUIA, estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA', mensajes: [] } };

function producto(codPrincipal: string, descripcion: string, cantidad: number): ProductoRide {
  return {
    codPrincipal,
    codAuxiliar: null,
    cantidad,
    nombre: descripcion,
    descripcion,
    detalleAdicional: '',
    precioUnitario: 10,
    subsidio: 0,
    precioSinSubsidio: 10,
    descuento: 0,
    precioTotal: 10 * cantidad,
    producto_id: null,
    esInventariado: true,
    impuesto: { codigoPorcentaje: 4, tarifa: 15, valor: 1.5 * cantidad },
  };
}

/** GET /api/factura_ride/{clave} of the card's invoice: its buyer with e-mail and two lines. */
const facturaRide: FacturaRide = {
  logo: null,
  comerciante: { ruc: '1312456781001', nombreComercial: 'COMERCIAL LOOR', razonSocial: 'LOOR CIA. LTDA.' },
  direccionMatriz: 'Av. Universitaria, Portoviejo',
  direccionSucursal: 'Calle Olmedo y Sucre, Portoviejo',
  obligadoContabilidad: 'SI',
  contribuyenteRimpe: null,
  tipoDocumento: 'Factura',
  codDoc: '01',
  numeroEstablecimiento: '001',
  puntoEmision: '001',
  secuencial: '000000123',
  claveAcceso: FACTURA,
  numeroAutorizacion: FACTURA,
  fechaAutorizacion: '2026-12-01T10:00:05-05:00',
  ambiente: 'PRUEBAS',
  tipoEmision: 'NORMAL',
  estado: 'AUTORIZADA',
  comprador: {
    razonSocial: 'MARÍA JOSÉ LOOR',
    identificacion: '1710034065',
    direccion: 'PORTOVIEJO',
    tipoIdentificacion: '05',
    email: 'maria@example.com',
  },
  fecha: '01/12/2026',
  facturaModificada: null,
  fechaDocumentoModificado: null,
  observacionNotaCredito: null,
  motivoNotaCredito: null,
  productos: [producto('P-1', 'Saco de cemento', 4), producto('P-2', 'Varilla 12 mm', 10)],
  facturacion: {
    subtotalIva: 140,
    subtotalIvaCero: 0,
    totalSinImpuestos: 140,
    totalDescuento: 0,
    ice: 0,
    iva: 21,
    importeTotal: 161,
    propina: 0,
  },
  informacionAdicional: [{ nombre: 'Email', valor: 'maria@example.com' }],
  pagos: [],
};

const rideRoute = { [`GET /api/factura_ride/${FACTURA}`]: { factura: facturaRide, error: null } };
const guias = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/guias-remision');
const idempotencyKey = (request: SentRequest | undefined) => request?.request.headers.get('Idempotency-Key');

function renderCard(documento: DocumentSummary, stale: () => void = () => undefined) {
  return renderScreen(<DocumentCard documento={documento} onEstado={() => undefined} onStale={stale} />);
}

async function openDialog(stale?: () => void) {
  const user = renderCard(facturaAutorizada(), stale);
  await user.click(screen.getByRole('button', { name: 'Guía de remisión' }));
  const dialog = screen.getByRole('dialog', { name: 'Guía de remisión' });
  await within(dialog).findByLabelText('Dirección de partida');
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { user, dialog, field };
}

/** Types the transport the invoice does not know. */
async function fillTransport({ user, field }: Awaited<ReturnType<typeof openDialog>>) {
  await user.selectOptions(field('Tipo de identificación del transportista'), '05');
  await user.type(field('Identificación del transportista'), '1712345678');
  await user.type(field('Razón social del transportista'), 'PEDRO ZAMBRANO');
  await user.type(field('Placa'), 'MBA-1234');
}

signedInAs(administrador);

describe('«Guía de remisión» on a card of Mis Comprobantes (real React)', () => {
  it('is offered on AUTORIZADA facturas only', () => {
    const cases: [Partial<DocumentSummary>, boolean][] = [
      [{}, true],
      [{ estado: 'POR AUTORIZAR' }, false],
      [{ estado: 'NO AUTORIZADA' }, false],
      [{ estado: 'ANULADA' }, false],
      [{ claveAcceso: claveDe('04', '000000002') }, false],
      [{ claveAcceso: GUIA }, false],
    ];
    for (const [overrides, offered] of cases) {
      renderCard(facturaAutorizada(overrides));
      expect(screen.queryByRole('button', { name: 'Guía de remisión' }) !== null).toBe(offered);
      cleanup();
    }
  });

  it('starts from the invoice: its buyer, its lines, «Venta», the establishment’s address (no warehouse) and today', async () => {
    answerApi(rideRoute);
    const { dialog, field } = await openDialog();
    expect(dialog.textContent).toContain('Entrega lo vendido en la factura 001-001-000000123');
    expect(field('Dirección de partida').value).toBe('Calle Olmedo y Sucre, Portoviejo');
    expect(field('Tipo de identificación del transportista').value).toBe('04');
    expect(field('Identificación del transportista').value).toBe('');
    expect(field('Fecha de inicio del transporte').value).toBe(hoy);
    expect(field('Fecha de fin del transporte').value).toBe(hoy);
    expect(field('Ruta').value).toBe('');
    expect(field('Identificación del destinatario').value).toBe('1710034065');
    expect(field('Razón social del destinatario').value).toBe('MARÍA JOSÉ LOOR');
    expect(field('Dirección del destinatario').value).toBe('PORTOVIEJO');
    expect(field('Correo del destinatario').value).toBe('maria@example.com');
    expect(field('Motivo del traslado').value).toBe('Venta');
    expect(field('Cantidad de Saco de cemento').value).toBe('4');
    expect(field('Cantidad de Varilla 12 mm').value).toBe('10');
  });

  it('confirms the ambiente, posts the guía with an Idempotency-Key, says the outcome and reloads the list', async () => {
    const sent = answerApi({ ...rideRoute, 'POST /api/guias-remision': recibida });
    const stale = vi.fn();
    const opened = await openDialog(stale);
    const { user, dialog, field } = opened;
    await fillTransport(opened);
    await user.clear(field('Cantidad de Varilla 12 mm'));
    await user.type(field('Cantidad de Varilla 12 mm'), '6');
    await user.type(field('Ruta'), 'Portoviejo - Manta');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' }));

    expect(dialog.textContent).toContain('Confirmar emisión de la guía de remisión de la factura 001-001-000000123.');
    expect(dialog.textContent).toContain('Ambiente: PRUEBAS — sin validez tributaria');
    expect(guias(sent)).toEqual([]);
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(document.activeElement).toBe(confirmar);
    await user.click(confirmar);

    expect((await within(dialog).findByRole('status')).textContent).toContain('Documento enviado con exito');
    expect(dialog.textContent).toContain('Guía de remisión 001-001-000000004: RECIBIDA');
    const [posted] = guias(sent);
    expect(posted?.method).toBe('POST');
    expect(posted?.request.url).toBe(`${TEST_API}/api/guias-remision`);
    expect(posted?.body).toEqual({
      dirPartida: 'Calle Olmedo y Sucre, Portoviejo',
      transportista: { tipoIdentificacion: '05', identificacion: '1712345678', razonSocial: 'PEDRO ZAMBRANO' },
      placa: 'MBA-1234',
      fechaIniTransporte: hoy,
      fechaFinTransporte: hoy,
      destinatarios: [
        {
          identificacion: '1710034065',
          razonSocial: 'MARÍA JOSÉ LOOR',
          direccion: 'PORTOVIEJO',
          email: 'maria@example.com',
          motivoTraslado: 'Venta',
          facturaClaveAcceso: FACTURA,
          ruta: 'Portoviejo - Manta',
          detalles: [
            { codigoInterno: 'P-1', descripcion: 'Saco de cemento', cantidad: 4 },
            { codigoInterno: 'P-2', descripcion: 'Varilla 12 mm', cantidad: 6 },
          ],
        },
      ],
      ambiente: 1,
    });
    expect(idempotencyKey(posted)).toMatch(UUID);
    expect(stale).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what the API’s schema refuses before confirming, and sends nothing', async () => {
    const sent = answerApi({ ...rideRoute, 'POST /api/guias-remision': recibida });
    const opened = await openDialog();
    const { user, dialog, field } = opened;
    await fillTransport(opened);
    await user.clear(field('Fecha de fin del transporte'));
    await user.type(field('Fecha de fin del transporte'), '01/01/2020');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(GUIA_FECHA_FIN_ANTERIOR_MESSAGE);
    expect(within(dialog).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(guias(sent)).toEqual([]);
  });

  it('shows the server’s refusal as it words it; the same guía keeps its key, a changed one gets a new key', async () => {
    const refusal =
      'La guía lleva 10 de «Varilla 12 mm», pero a la factura le quedan 4 por despachar (contando otras guías)';
    const sent = answerApi({
      ...rideRoute,
      'POST /api/guias-remision': inTurn(apiError(422, refusal), apiError(422, refusal), recibida),
    });
    const opened = await openDialog();
    const { user, dialog, field } = opened;
    await fillTransport(opened);
    const emitir = async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    };

    await emitir();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await emitir();
    await within(dialog).findByRole('alert');
    await user.clear(field('Cantidad de Varilla 12 mm'));
    await user.type(field('Cantidad de Varilla 12 mm'), '4');
    await emitir();
    await within(dialog).findByText('Documento enviado con exito');

    const keys = guias(sent).map(idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says so when the invoice cannot be read', async () => {
    answerApi({ [`GET /api/factura_ride/${FACTURA}`]: apiError(404, 'No se encontró la factura') });
    const user = renderCard(facturaAutorizada());
    await user.click(screen.getByRole('button', { name: 'Guía de remisión' }));
    const dialog = screen.getByRole('dialog', { name: 'Guía de remisión' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No se encontró la factura');
    expect(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' })).toHaveProperty('disabled', true);
  });
});

describe('«Guía de remisión» of a user with a warehouse (real React)', () => {
  signedInAs(() => administrador({ almacen: 'a1' }));

  it('leaves from the user’s warehouse', async () => {
    answerApi({
      ...rideRoute,
      'GET /api/almacenes': [
        {
          _id: 'a1',
          nombre: 'Bodega Principal',
          direccion: 'Av. Manabí y Calle Olmedo',
          ciudad: 'Portoviejo',
          responsable: 'Carlos',
          telefono: '',
          activo: true,
        },
      ],
    });
    const { field } = await openDialog();
    expect(field('Dirección de partida').value).toBe('Av. Manabí y Calle Olmedo, Portoviejo');
  });
});
