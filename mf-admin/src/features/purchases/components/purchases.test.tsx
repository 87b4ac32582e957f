import { fechaIsoHoy } from '@facturador/shared/domain';
import { COMPRA_SIN_SUSTENTO_PENDIENTE } from '@facturador/shared/domain/annexes';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../../test-support/api';
import { administrador } from '../../../test-support/company';
import { compra } from '../../../test-support/purchases';
import { PurchasesTable } from './PurchasesTable';
import { SupplierEmailField } from './SupplierEmailField';
import { UnverifiedNotice } from './UnverifiedNotice';

signedInAs(administrador);

describe('Compras (real React)', () => {
  it('marks a purchase the SRI could not verify «Sin verificar» and shows where its retención goes', () => {
    render(
      <PurchasesTable
        compras={[
          compra({ verificada: false, numeroAutorizacion: '1'.repeat(49) }),
          compra({ id: '22222222-2222-4222-8222-222222222222', numero: '001-001-000000502', verificada: true }),
        ]}
        onWithhold={() => undefined}
        onChanged={() => undefined}
      />,
    );
    const [, unverified, verified] = screen.getAllByRole('row');
    expect(within(unverified!).getByText('Sin verificar')).toBeTruthy();
    expect(unverified!.textContent).toContain('el SRI no respondió al registrarla');
    expect(within(unverified!).getByText('Sin correo del proveedor')).toBeTruthy();
    expect(within(verified!).queryByText('Sin verificar')).toBeNull();
  });

  it('chooses the código de sustento in the row (the supplier’s last one suggested) and lists what is pending', async () => {
    const user = userEvent.setup();
    const id = compra().id;
    const sent = answerApi({ [`PATCH /api/compras/${id}`]: compra({ codSustento: '01', creditoTributario: true }) });
    let changed = 0;
    const hoy = fechaIsoHoy();
    render(
      <PurchasesTable
        compras={[compra({ fechaEmision: hoy, codSustentoSugerido: '01' })]}
        onWithhold={() => undefined}
        onChanged={() => {
          changed += 1;
        }}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText(COMPRA_SIN_SUSTENTO_PENDIENTE)).toBeTruthy();
    const picker = within(row).getByLabelText('Código de sustento de la compra 001-001-000000501') as HTMLSelectElement;
    expect(picker.value).toBe('');
    expect(within(picker).getByRole('option', { name: /^01 - .*\(sugerido\)$/ })).toBeTruthy();
    await user.selectOptions(picker, '01');
    await waitFor(() => expect(changed).toBe(1));
    expect(changes(sent).map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', `/api/compras/${id}`, { codSustento: '01' }],
    ]);
  });

  it('edits the supplier’s e-mail on the purchase (labelled field) and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      [`PUT /api/compras/${compra().id}`]: inTurn(
        apiError(400, 'El correo del proveedor no puede ser uno de su propia empresa'),
        compra({ proveedor: { ...compra().proveedor, email: 'retenciones@pacifico.example.com' } }),
      ),
    });
    const saved: Compra[] = [];
    render(<SupplierEmailField compra={compra()} onSaved={(updated) => saved.push(updated)} />);

    const field = screen.getByLabelText('Correo del proveedor') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/la retención no se enviará por correo/)).toBeTruthy();
    await user.type(field, 'facturacion@elmanaba.ec');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('El correo del proveedor no puede ser uno de su propia empresa')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.clear(field);
    await user.type(field, 'retenciones@pacifico.example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('Correo del proveedor guardado.')).toBeTruthy();
    expect(changes(sent).map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', `/api/compras/${compra().id}`, { proveedorEmail: 'facturacion@elmanaba.ec' }],
      ['PUT', `/api/compras/${compra().id}`, { proveedorEmail: 'retenciones@pacifico.example.com' }],
    ]);
    expect(saved[0]?.proveedor.email).toBe('retenciones@pacifico.example.com');
  });

  it('says a purchase is «sin verificar» and checks it against the SRI on request', async () => {
    const user = userEvent.setup();
    const refusal = 'La base imponible con IVA 15% ($500.00) supera la de la factura autorizada en el SRI ($200.00)';
    const sent = answerApi({
      [`POST /api/compras/${compra().id}/verificacion`]: inTurn(apiError(422, refusal), compra({ verificada: true })),
    });
    const verified: Compra[] = [];
    render(
      <UnverifiedNotice compra={compra({ verificada: false })} onVerified={(updated) => verified.push(updated)} />,
    );

    expect(screen.getByRole('alert').textContent).toContain('Sin verificar: el SRI no respondió al registrarla');
    await user.click(screen.getByRole('button', { name: 'Verificar con el SRI' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(verified).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verificar con el SRI' }));
    await waitFor(() => expect(verified.map((updated) => updated.verificada)).toEqual([true]));
    expect(sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', `/api/compras/${compra().id}/verificacion`],
      ['POST', `/api/compras/${compra().id}/verificacion`],
    ]);
  });
});
