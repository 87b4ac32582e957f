import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './session';

/** Signs in as `usuario` and opens an admin route (a full page load, as a bookmark would). */
export async function openAdmin(page: Page, path: string, usuario = 'demo'): Promise<void> {
  await signIn(page, usuario);
  await page.goto(`/admin/${path}`);
}

/** The movement form's controls, by their labels and names. */
export class MovementForm {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/movimientos-inventario');
    await expect(this.page.getByRole('heading', { name: 'Gestión de movimiento' })).toBeVisible();
  }

  tipo = () => this.page.getByLabel('Tipo de movimiento');
  origen = () => this.page.getByLabel('Almacén de origen');
  destino = () => this.page.getByLabel('Almacén de destino');
  observacion = () => this.page.getByLabel('Observación');
  submit = () => this.page.getByRole('button', { name: 'Registrar movimiento' });
  lines = () => this.page.getByRole('table', { name: 'Ítems del movimiento' });
  errors = () => this.page.getByRole('dialog', { name: 'Errores encontrados' });

  /** Opens the picker, narrows it with `search` and adds each named entry ('Agregar <name>'). */
  async add(search: string, ...names: string[]): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Agregar productos' }).click();
    const picker = this.page.getByRole('dialog', { name: /Seleccionar (productos|items)/ });
    await picker.getByLabel('Buscar producto o número de serie').fill(search);
    for (const name of names) await picker.getByRole('button', { name: `Agregar ${name}`, exact: true }).click();
    return picker;
  }

  async closePicker(): Promise<void> {
    await this.page.getByRole('button', { name: 'Listo' }).click();
  }

  /** Submits and expects the success modal; 'Registrar otro movimiento' leaves a blank form. */
  async registerOk(): Promise<void> {
    await this.submit().click();
    const done = this.page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(done).toContainText('El movimiento ha sido registrado correctamente.');
    await done.getByRole('button', { name: 'Registrar otro movimiento' }).click();
    await expect(done).toBeHidden();
    await expect(this.tipo()).toHaveValue('ENTRADA');
  }

  /** Submits and expects these lines (at least) in 'Errores encontrados', then closes it. */
  async expectErrors(...messages: (string | RegExp)[]): Promise<void> {
    await this.submit().click();
    const dialog = this.errors();
    await expect(dialog).toBeVisible();
    for (const message of messages) await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
  }
}
