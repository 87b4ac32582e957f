import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, type SentRequest, signedInAs } from '../../test-support/api';
import { almacen, producto } from '../../test-support/catalogue';
import { administrador, emisorSettings } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { PurchasesPage } from './PurchasesPage';

const PRINCIPAL = '11111111-1111-4111-8111-111111111111';
const MONTECRISTI = '33333333-3333-4333-8333-333333333333';
const CEMENTO = '44444444-4444-4444-8444-444444444444';
const TRANSPORTE = '55555555-5555-4555-8555-555555555555';
const clave = '0212202603131245678100120010010000000071234567813';

/** A user whose own warehouse is Bodega Principal. */
signedInAs(() => administrador({ almacen: PRINCIPAL }));

function api(): SentRequest[] {
  return answerApi({
    'GET /api/emisor': { emisor: emisorSettings({ agenteRetencion: '1' }) },
    'GET /api/compras': { compras: [] },
    'GET /api/productos': {
      productos: [
        producto({ _id: CEMENTO, codigo: 'CEM-50', nombre: 'Cemento Holcim 50 kg' }),
        producto({ _id: TRANSPORTE, codigo: 'SRV-FLETE', nombre: 'Servicio de flete', inventariado: false }),
        producto({ _id: 'p-serie', codigo: 'CEL-A15', nombre: 'Teléfono Samsung A15', serializado: true }),
        producto({ _id: 'p-inactivo', codigo: 'VIEJO', nombre: 'Producto retirado', activo: false }),
      ],
      error: null,
    },
    'GET /api/almacenes': [
      almacen({ _id: PRINCIPAL, nombre: 'Bodega Principal' }),
      almacen({ _id: MONTECRISTI, nombre: 'Bodega Montecristi' }),
    ],
    'POST /api/liquidaciones-compra': {
      claveAcceso: clave,
      estado: 'INGRESADA',
      SRI: { estado: 'RECIBIDA', mensajes: [] },
    },
  });
}

/** Opens «Nueva liquidación de compra» (rendering the page the first time) and types the proveedor. */
async function openDialog(rendered?: ReturnType<typeof renderScreen>) {
  const user = rendered ?? renderScreen(<PurchasesPage />);
  await user.click(await screen.findByRole('button', { name: 'Nueva liquidación de compra' }));
  const dialog = screen.getByRole('dialog', { name: 'Nueva liquidación de compra' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  await user.type(field('Identificación'), '1710034065');
  await user.type(field('Razón social'), 'PEREZ LOPEZ MARIA');
  await user.type(field('Dirección'), 'Recinto La Pila, Montecristi');
  /** Links line `numero` to the product named, searched by `busqueda`. */
  const pick = async (numero: number, busqueda: string, nombre: string) => {
    await user.click(within(dialog).getByRole('button', { name: `Elegir producto de la línea ${numero}` }));
    const picker = screen.getByRole('dialog', { name: `Elegir producto de la línea ${numero}` });
    await within(picker).findByRole('button', { name: `Elegir ${nombre}` });
    await user.type(within(picker).getByLabelText('Buscar producto'), busqueda);
    await user.click(within(picker).getByRole('button', { name: `Elegir ${nombre}` }));
  };
  const emit = async () => {
    await user.click(within(dialog).getByRole('button', { name: 'Emitir liquidación' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmar liquidación de compra' })).getByRole('button', {
        name: 'Confirmar y emitir',
      }),
    );
    await screen.findByRole('status');
  };
  return { user, dialog, field, pick, emit };
}

const emitted = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/liquidaciones-compra').map((request) => request.body) as Array<{
    almacen_id?: string;
    detalles: Array<Record<string, unknown>>;
  }>;

describe('Liquidación de compra: lines of the catalogue (real React)', () => {
  it('offers the active products without serial numbers, searched by name or code; an inventoried one enters the user’s warehouse', async () => {
    const sent = api();
    const { dialog, field, pick, emit, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Elegir producto de la línea 1' }));
    const picker = screen.getByRole('dialog', { name: 'Elegir producto de la línea 1' });
    await within(picker).findByRole('button', { name: 'Elegir Cemento Holcim 50 kg' });
    expect(
      within(picker)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Cemento Holcim 50 kg', 'Servicio de flete']);
    await user.type(within(picker).getByLabelText('Buscar producto'), 'sin coincidencia');
    expect(within(picker).getByText('No se encontraron productos')).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Elegir producto de la línea 1' })).toBeNull();

    await pick(1, 'cem-50', 'Cemento Holcim 50 kg');
    expect(field('Descripción de la línea 1').value).toBe('Cemento Holcim 50 kg');
    await user.clear(field('Cantidad de la línea 1'));
    await user.type(field('Cantidad de la línea 1'), '20');
    await user.type(field('Precio unitario de la línea 1'), '7.10');
    expect(field('Almacén').value).toBe(PRINCIPAL);
    await emit();
    const [body] = emitted(sent);
    expect(body?.almacen_id).toBe(PRINCIPAL);
    expect(body?.detalles).toEqual([
      expect.objectContaining({
        producto_id: CEMENTO,
        codigo: 'CEM-50',
        descripcion: 'Cemento Holcim 50 kg',
        cantidad: 20,
        precioUnitario: 7.1,
        precioTotalSinImpuesto: 142,
      }),
    ]);
  });

  it('sends the warehouse chosen; a service of the catalogue or a free line asks for none, and «Sin producto» unlinks a line', async () => {
    const sent = api();
    const { dialog, field, pick, emit, user } = await openDialog();
    await pick(1, 'flete', 'Servicio de flete');
    await user.type(field('Precio unitario de la línea 1'), '15');
    expect(within(dialog).queryByLabelText('Almacén')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    await pick(2, 'cemento', 'Cemento Holcim 50 kg');
    await user.type(field('Precio unitario de la línea 2'), '7.10');
    await within(dialog).findByRole('option', { name: 'Bodega Montecristi' });
    await user.selectOptions(field('Almacén'), 'Bodega Montecristi');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    await user.type(field('Descripción de la línea 3'), 'Estibaje');
    await user.type(field('Precio unitario de la línea 3'), '5');
    await emit();

    // Issued once more, the cement typed as a free line: nothing enters the stock.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    const again = await openDialog(user);
    await again.pick(1, 'cemento', 'Cemento Holcim 50 kg');
    expect(again.field('Almacén')).toBeTruthy();
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Sin producto en la línea 1' }));
    expect(within(again.dialog).queryByLabelText('Almacén')).toBeNull();
    expect(again.field('Descripción de la línea 1').value).toBe('Cemento Holcim 50 kg');
    await again.user.type(again.field('Precio unitario de la línea 1'), '7.10');
    await again.emit();

    const [withStock, free] = emitted(sent);
    expect(withStock?.almacen_id).toBe(MONTECRISTI);
    expect(
      withStock?.detalles.map(({ producto_id, codigo, descripcion }) => ({ producto_id, codigo, descripcion })),
    ).toEqual([
      { producto_id: TRANSPORTE, codigo: 'SRV-FLETE', descripcion: 'Servicio de flete' },
      { producto_id: CEMENTO, codigo: 'CEM-50', descripcion: 'Cemento Holcim 50 kg' },
      { producto_id: undefined, codigo: undefined, descripcion: 'Estibaje' },
    ]);
    expect(free).not.toHaveProperty('almacen_id');
    expect(free?.detalles).toEqual([
      {
        descripcion: 'Cemento Holcim 50 kg',
        cantidad: 1,
        precioUnitario: 7.1,
        descuento: 0,
        precioTotalSinImpuesto: 7.1,
        impuesto: { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 7.1, valor: 1.07 },
      },
    ]);
  });
});
