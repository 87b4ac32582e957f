import { describe, expect, it } from 'vitest';
import { useEmissionApi } from '../emission/helpers';

const ctx = useEmissionApi();

/** The routes that take a received document by clave de acceso or by its authorized XML (multipart `archivo`). */
const ROUTES = [
  {
    url: '/api/compras',
    falta:
      'Indique la clave de acceso de la factura del proveedor, adjunte su XML autorizado (campo archivo) o escriba sus datos',
    grande: 'El archivo de la factura no puede superar 512 KB',
  },
  {
    url: '/api/retenciones-recibidas',
    falta: 'Indique la clave de acceso de la retención o adjunte su XML autorizado (campo archivo)',
    grande: 'El archivo de la retención no puede superar 512 KB',
  },
];

async function postForm(url: string, form: FormData) {
  const response = await fetch(`${ctx.api.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.demo.token}` },
    body: form,
  });
  return {
    status: response.status,
    message: ((await response.json()) as { error: { message: string } }).error.message,
  };
}

describe.each(ROUTES)('POST $url reads its document', ({ url, falta, grande }) => {
  it('refuses a malformed clave de acceso with its message', async () => {
    const refused = await ctx.demo.post(url, { claveAcceso: '123' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('La clave de acceso debe tener 49 dígitos.');
  });

  it('refuses a form without the file, and a file past 512 KB', async () => {
    const sinArchivo = new FormData();
    sinArchivo.append('nota', 'sin archivo');
    expect(await postForm(url, sinArchivo)).toEqual({ status: 400, message: falta });

    const grandeForm = new FormData();
    grandeForm.append('archivo', new Blob(['x'.repeat(512 * 1024 + 1)], { type: 'text/xml' }), 'documento.xml');
    expect(await postForm(url, grandeForm)).toEqual({ status: 400, message: grande });
  });
});
