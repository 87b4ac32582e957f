import { newRuc } from '@facturador/api/testing';
import { CORREO_GUARDADO_MESSAGE, SMTP_URL_INVALIDA_MESSAGE } from '@facturador/shared/domain/settings';
import { expect, test } from '@playwright/test';
import { API_URL, uniqueSuffix } from '../support/admin-api';
import { signIn } from '../support/session';

const CLAVE = 'clave-segura-2025';

test("un comercio configura el 'Correo de facturas' en Empresa y lo ve al volver", async ({ page }) => {
  // A company of its own, so the demo keeps sending through the suite's MailDev.
  const suffix = uniqueSuffix();
  const usuario = `correo-${suffix}`;
  const registro = await fetch(`${API_URL}/api/registro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruc: newRuc(),
      razonSocial: `LIBRERIA CORREO ${suffix}`,
      nombreComercial: 'Librería Correo',
      dirMatriz: 'Calle Bolívar 12, Cuenca',
      email: `ventas-${suffix}@libreria.ec`,
      usuario,
      clave: CLAVE,
    }),
  });
  expect(registro.status).toBe(201);
  await signIn(page, usuario, CLAVE);
  await page.goto('/admin/empresa');

  const section = page.getByRole('region', { name: 'Correo de facturas' });
  await expect(section).toBeVisible();
  await expect(section.getByText(`ventas-${suffix}@libreria.ec`)).toBeVisible();
  const enPruebas = section.getByLabel('Enviar por correo los comprobantes de PRUEBAS');
  // New companies e-mail their PRUEBAS documents, so a first test invoice shows that e-mail works (issue 25).
  await expect(enPruebas).toBeChecked();
  const save = section.getByRole('button', { name: 'Guardar correo de facturas' });

  await section.getByLabel('Servidor SMTP propio (URL)').fill('http://smtp.libreria.ec');
  await save.click();
  await expect(section.getByText(SMTP_URL_INVALIDA_MESSAGE)).toBeVisible();

  await enPruebas.uncheck();
  await section.getByLabel('Servidor SMTP propio (URL)').fill('smtps://ventas@smtp.libreria.ec:465');
  await section.getByLabel('Contraseña SMTP').fill('clave-smtp-secreta');
  await section.getByLabel('Nombre del remitente').fill('Ventas Librería');
  await section.getByLabel('Correo del remitente').fill(`ventas-${suffix}@libreria.ec`);
  await save.click();
  await expect(section.getByRole('status')).toHaveText(CORREO_GUARDADO_MESSAGE);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Correo de facturas' });
  await expect(reloaded.getByLabel('Enviar por correo los comprobantes de PRUEBAS')).not.toBeChecked();
  await expect(reloaded.getByLabel('Servidor SMTP propio (URL)')).toHaveValue('smtps://ventas@smtp.libreria.ec:465');
  // Write-only: never shown again, only said to be kept.
  await expect(reloaded.getByLabel('Contraseña SMTP')).toHaveValue('');
  await expect(
    reloaded.getByText('Hay una contraseña guardada (cifrada): déjela vacía para conservarla'),
  ).toBeVisible();
  await expect(reloaded.getByLabel('Nombre del remitente')).toHaveValue('Ventas Librería');
  await expect(reloaded.getByLabel('Correo del remitente')).toHaveValue(`ventas-${suffix}@libreria.ec`);
});
