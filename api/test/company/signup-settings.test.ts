import {
  CLAVE_CORTA_MESSAGE,
  EMAIL_INVALIDO_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGO_DIMENSIONES_MESSAGE,
  LOGO_FORMATO_MESSAGE,
  LOGO_GRANDE_MESSAGE,
  PRODUCCION_SIN_CERTIFICADO_MESSAGE,
  PRODUCCION_SIN_CONFIRMAR_MESSAGE,
  REGISTRO_RUC_DUPLICADO_MESSAGE,
  REGISTRO_USUARIO_DUPLICADO_MESSAGE,
  RUC_INVALIDO_MESSAGE,
  SIN_PERMISO_ADMINISTRAR_MESSAGE,
  SIN_PERMISO_INVENTARIO_MESSAGE,
} from '@facturador/shared/domain';
import {
  CLAVE_ACTUAL_INCORRECTA_MESSAGE,
  CODIGO_INVALIDO_MESSAGE,
  establecimientoDuplicadoMessage,
  ULTIMO_ADMINISTRADOR_MESSAGE,
  USUARIO_DUPLICADO_MESSAGE,
} from '@facturador/shared/domain/settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emisores } from '../../src/db/schema';
import { MULTIPART_MAL_FORMADO_MESSAGE } from '../../src/services/company/multipart';
import { changePlan } from '../../src/services/company/plan-change';
import { useTestApi } from '../helpers/api';
import {
  CLAVE,
  loadCertificate,
  newUsuario,
  opensslP12,
  PNG_1X1,
  registroBody,
  signUp,
  twoKeyP12,
  upload,
} from './helpers';

// SRI_URL names the simulator (never called here): with the real SRI a self-signed certificate cannot
// switch to PRODUCCIÓN (issue 24, test/company/accredited-issuers.test.ts).
const ctx = useTestApi({ emission: { sriEndpoints: { url: 'http://127.0.0.1:4100' } } });

/** A PNG whose header claims another size. */
function pngClaiming(width: number, height: number): Buffer {
  const copy = Buffer.from(PNG_1X1);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
}
/** The start of a JPEG: SOI, then a SOF0 frame of 120×80. */
const JPEG_120X80 = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x50, 0x00, 0x78, 0x01, 0x01,
  0x11, 0x00, 0xff, 0xd9,
]);

describe('POST /api/registro', () => {
  it('creates the company on Gratis in PRUEBAS, with 001-001, a warehouse and an administrator, signed in', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    const user = await client.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.usuario).toMatchObject({
      usuario: body.usuario,
      ruc: body.ruc,
      razonSocial: body.razonSocial,
      nombreComercial: body.nombreComercial,
      permisos: { usarInventario: true, cambiarAlmacen: true, administrar: true },
      empresa: {
        plan: 'gratis',
        ambiente: 1,
        certificadoValidoHasta: null,
        uso: {
          documentosProduccion: { usados: 0, maximo: 10 },
          productosInventariados: { usados: 0, maximo: 20 },
        },
      },
    });
    const establecimientos = await client.get('/api/establecimientos');
    expect(establecimientos.body.establecimientos).toEqual([
      {
        _id: expect.any(String),
        codigo: '001',
        direccion: body.dirMatriz,
        nombreComercial: body.nombreComercial,
        activo: true,
        puntos: [
          {
            _id: expect.any(String),
            codigo: '001',
            activo: true,
            siguiente: {
              factura: { pruebas: 1, produccion: 1 },
              notaCredito: { pruebas: 1, produccion: 1 },
              notaDebito: { pruebas: 1, produccion: 1 },
              retencion: { pruebas: 1, produccion: 1 },
              guiaRemision: { pruebas: 1, produccion: 1 },
              liquidacionCompra: { pruebas: 1, produccion: 1 },
            },
          },
        ],
      },
    ]);
    const almacenes = await client.get('/api/almacenes');
    expect(almacenes.body).toHaveLength(1);
    expect(user.body.usuario.almacen).toBe(almacenes.body[0]._id);
    // Issue 25: the warehouse is in the matriz's city, and PRUEBAS documents are e-mailed.
    expect(almacenes.body[0].ciudad).toBe('Quito');
    expect((await client.get('/api/emisor/correo')).body.correo.enviarEnPruebas).toBe(true);
    // The same credentials sign in.
    await ctx.api.anonymous.login(body.usuario, CLAVE);
  });

  it('answers 400 per field in Spanish', async () => {
    const response = await ctx.api.anonymous.post(
      '/api/registro',
      registroBody({ ruc: '1790011674002', email: 'no-es-correo', clave: 'corta', razonSocial: ' ' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.errores).toEqual(
      expect.arrayContaining([
        RUC_INVALIDO_MESSAGE,
        EMAIL_INVALIDO_MESSAGE,
        CLAVE_CORTA_MESSAGE,
        'La razón social es obligatoria',
      ]),
    );
    const missing = await ctx.api.anonymous.post('/api/registro', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.errores).toContain(RUC_INVALIDO_MESSAGE);
  });

  it('takes the city given for the matriz', async () => {
    const { client } = await signUp(ctx.api.anonymous, { ciudad: 'Portoviejo', dirMatriz: 'Calle Olmedo 123' });
    expect((await client.get('/api/almacenes')).body[0].ciudad).toBe('Portoviejo');
  });

  it('answers 409 saying whether the RUC or the usuario is taken, without saying whose', async () => {
    const { body } = await signUp(ctx.api.anonymous);
    const sameRuc = await ctx.api.anonymous.post('/api/registro', registroBody({ ruc: body.ruc }));
    expect(sameRuc.status).toBe(409);
    expect(sameRuc.body.error.message).toBe(REGISTRO_RUC_DUPLICADO_MESSAGE);
    const sameUser = await ctx.api.anonymous.post('/api/registro', registroBody({ usuario: 'demo' }));
    expect(sameUser.status).toBe(409);
    expect(sameUser.body.error.message).toBe(REGISTRO_USUARIO_DUPLICADO_MESSAGE);
    expect(JSON.stringify(sameRuc.body)).not.toContain(body.razonSocial);
  });
});

describe('company settings', () => {
  it('GET/PUT /api/emisor: edits the fields sent, keeps the RUC and the plan', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    const updated = await client.put('/api/emisor', {
      razonSocial: 'FERRETERIA RENOVADA',
      obligadoContabilidad: true,
      contribuyenteEspecial: '12345',
      agenteRetencion: '1',
      regimen: 'RIMPE EMPRENDEDOR',
      ruc: '1790011674001',
      plan: 'anual_pro',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.emisor).toMatchObject({
      ruc: body.ruc,
      razonSocial: 'FERRETERIA RENOVADA',
      nombreComercial: body.nombreComercial,
      dirMatriz: body.dirMatriz,
      email: body.email,
      obligadoContabilidad: true,
      contribuyenteEspecial: '12345',
      agenteRetencion: '1',
      regimen: 'RIMPE EMPRENDEDOR',
      ambiente: 1,
      plan: 'gratis',
      logo: null,
      certificado: null,
    });
    expect((await client.get('/api/emisor')).body.emisor.razonSocial).toBe('FERRETERIA RENOVADA');
    const bad = await client.put('/api/emisor', { agenteRetencion: 'ABC', regimen: 'OTRO' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errores).toEqual(
      expect.arrayContaining([
        'El número de resolución de agente de retención debe tener de 1 a 8 dígitos, o quedar vacío',
        'El régimen debe ser GENERAL, RIMPE EMPRENDEDOR o RIMPE NEGOCIO POPULAR',
      ]),
    );
  });

  it('PRODUCCIÓN needs an explicit confirmation and a valid certificate', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const unconfirmed = await client.put('/api/emisor', { ambiente: 2 });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error.message).toBe(PRODUCCION_SIN_CONFIRMAR_MESSAGE);
    const noCertificate = await client.put('/api/emisor', { ambiente: 2, confirmarProduccion: true });
    expect(noCertificate.status).toBe(400);
    expect(noCertificate.body.error.message).toBe(PRODUCCION_SIN_CERTIFICADO_MESSAGE);
    await loadCertificate(client, opensslP12('clave-p12').p12, 'clave-p12');
    const ok = await client.put('/api/emisor', { ambiente: 2, confirmarProduccion: true });
    expect(ok.status).toBe(200);
    expect(ok.body.emisor.ambiente).toBe(2);
    expect((await client.get('/api/user')).body.usuario.empresa.ambiente).toBe(2);
  });
});

describe('PUT /api/emisor/certificado', () => {
  it('opens an openssl .p12 and answers its holder, issuer, serial and dates; GET /api/emisor shows it', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const certificado = await loadCertificate(
      client,
      opensslP12('clave-p12', { commonName: 'FERRETERIA LA NUEVA' }).p12,
      'clave-p12',
    );
    expect(certificado).toEqual({
      titular: 'FERRETERIA LA NUEVA',
      emisor: 'FERRETERIA LA NUEVA',
      serie: expect.stringMatching(/^\d+$/),
      validoDesde: expect.any(String),
      validoHasta: expect.any(String),
      // Self-signed: no entity accredited in Ecuador issued it (issue 24).
      entidadAcreditada: null,
    });
    const days = (Date.parse(certificado.validoHasta) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect((await client.get('/api/emisor')).body.emisor.certificado).toEqual(certificado);
    expect((await client.get('/api/user')).body.usuario.empresa.certificadoValidoHasta).toBe(certificado.validoHasta);
  });

  it('picks the signing key of a file with two keys and certificates', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const certificado = await loadCertificate(client, twoKeyP12('dos-claves'), 'dos-claves');
    expect(certificado.titular).toBe('FIRMA DE DOS CLAVES');
  });

  it('refuses a wrong password, an expired or future certificate, a non-signing one and a file that is no .p12', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const refused = async (p12: Buffer | null, clave: string | undefined, message: string) => {
      const response = await upload(client, '/api/emisor/certificado', p12, clave === undefined ? {} : { clave });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.error.message).toBe(message);
    };
    const valid = opensslP12('correcta').p12;
    await refused(valid, 'incorrecta', 'La contraseña de la firma electrónica es incorrecta.');
    await refused(
      opensslP12('vencida', { validity: { start: '20200101000000Z', end: '20210101000000Z' } }).p12,
      'vencida',
      'El certificado de firma electrónica está caducado.',
    );
    await refused(
      opensslP12('futura', { validity: { start: '20400101000000Z', end: '20410101000000Z' } }).p12,
      'futura',
      'El certificado de firma electrónica aún no está vigente.',
    );
    await refused(
      opensslP12('cifrado', { keyUsage: 'critical,keyEncipherment' }).p12,
      'cifrado',
      'El certificado no contiene una clave de firma digital.',
    );
    await refused(
      Buffer.from('esto no es un certificado'),
      'x',
      'El archivo de firma electrónica no es un certificado .p12 válido.',
    );
    await refused(null, 'x', 'Adjunte el archivo .p12 de su firma electrónica (campo archivo).');
    await refused(valid, undefined, 'Ingrese la contraseña de la firma electrónica (campo clave).');
    // Nothing was stored.
    expect((await client.get('/api/emisor')).body.emisor.certificado).toBeNull();
  });
});

describe('malformed multipart on the certificate and logo uploads', () => {
  it('answers 400 in Spanish, never 500: no boundary, a broken part header, a form cut short', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const boundary = 'frontera123';
    const bodies: [string, string][] = [
      ['multipart/form-data', '--frontera123\r\nContent-Disposition: form-data; name="archivo"\r\n\r\nabc'],
      [`multipart/form-data; boundary=${boundary}`, '--frontera123\r\nesto no es una cabecera\r\n\r\nabc\r\n'],
      [
        `multipart/form-data; boundary=${boundary}`,
        '--frontera123\r\nContent-Disposition: form-data; name="archivo"; filename="a.p12"\r\n\r\nabc',
      ],
    ];
    for (const path of ['/api/emisor/certificado', '/api/emisor/logo']) {
      for (const [contentType, body] of bodies) {
        const response = await client.request('PUT', path, body, { 'content-type': contentType });
        expect(response.status, `${path} ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${contentType}`).toBeLessThan(500);
        expect(response.body).toEqual({
          error: { message: expect.stringMatching(/^[A-ZÁÉÍÓÚÑ¿¡][\s\S]*[a-záéíóúñ]/) },
        });
        expect(JSON.stringify(response.body)).not.toMatch(/Unexpected|Malformed|Boundary|boundary/);
      }
      // The form cut short is busboy's "Unexpected end of form", a 500 before.
      const cut = await client.request('PUT', path, bodies[2]![1], { 'content-type': bodies[2]![0] });
      expect(cut.status).toBe(400);
      expect(cut.body).toEqual({ error: { message: MULTIPART_MAL_FORMADO_MESSAGE } });
    }
  });
});

describe('PUT /api/emisor/logo', () => {
  it('takes a PNG or a JPEG and refuses other files, big files and huge bitmaps', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const png = await upload(client, '/api/emisor/logo', PNG_1X1, {}, 'logo.png');
    expect(png.status).toBe(200);
    expect(png.body.logo).toBe(`data:image/png;base64,${PNG_1X1.toString('base64')}`);
    expect((await client.get('/api/emisor')).body.emisor.logo).toBe(png.body.logo);
    const jpeg = await upload(client, '/api/emisor/logo', JPEG_120X80, {}, 'logo.jpg');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.logo.startsWith('data:image/jpeg;base64,')).toBe(true);

    const gif = await upload(client, '/api/emisor/logo', Buffer.from('GIF89a....'), {}, 'logo.png');
    expect(gif.body.error.message).toBe(LOGO_FORMATO_MESSAGE);
    const huge = await upload(client, '/api/emisor/logo', pngClaiming(5000, 5000));
    expect(huge.body.error.message).toBe(LOGO_DIMENSIONES_MESSAGE);
    const big = await upload(client, '/api/emisor/logo', Buffer.concat([PNG_1X1, Buffer.alloc(301 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe(LOGO_GRANDE_MESSAGE);
  });
});

describe('establishments and emission points', () => {
  it('creates and edits establishments and points; codes are 3 digits and unique', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const created = await client.post('/api/establecimientos', {
      codigo: '002',
      direccion: 'Av. Amazonas y Colón, Quito',
      nombreComercial: 'La Nueva Norte',
    });
    expect(created.status).toBe(201);
    expect(created.body.establecimiento).toMatchObject({ codigo: '002', activo: true, puntos: [] });
    const estabId = created.body.establecimiento._id;

    const duplicate = await client.post('/api/establecimientos', { codigo: '002', direccion: 'Otra' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe(establecimientoDuplicadoMessage('002'));
    const badCode = await client.post('/api/establecimientos', { codigo: '2', direccion: 'Otra' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.message).toBe(CODIGO_INVALIDO_MESSAGE);

    const punto = await client.post(`/api/establecimientos/${estabId}/puntos`, {
      codigo: '003',
      siguiente: { factura: { produccion: 1500 } },
    });
    expect(punto.status).toBe(201);
    expect(punto.body.punto).toEqual({
      _id: expect.any(String),
      codigo: '003',
      activo: true,
      siguiente: {
        factura: { pruebas: 1, produccion: 1500 },
        notaCredito: { pruebas: 1, produccion: 1 },
        notaDebito: { pruebas: 1, produccion: 1 },
        retencion: { pruebas: 1, produccion: 1 },
        guiaRemision: { pruebas: 1, produccion: 1 },
        liquidacionCompra: { pruebas: 1, produccion: 1 },
      },
    });
    const edited = await client.put(`/api/puntos/${punto.body.punto._id}`, {
      activo: false,
      siguiente: { notaCredito: { pruebas: 40 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.punto).toMatchObject({
      activo: false,
      siguiente: { factura: { pruebas: 1, produccion: 1500 }, notaCredito: { pruebas: 40, produccion: 1 } },
    });
    const renamed = await client.put(`/api/establecimientos/${estabId}`, {
      direccion: 'Nueva dirección',
      activo: false,
    });
    expect(renamed.body.establecimiento).toMatchObject({ codigo: '002', direccion: 'Nueva dirección', activo: false });
    const list = await client.get('/api/establecimientos');
    expect(list.body.establecimientos.map((estab: { codigo: string }) => estab.codigo)).toEqual(['001', '002']);
  });

  it('is private to each company (404 across emisores)', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const other = await signUp(ctx.api.anonymous);
    const [estab] = (await client.get('/api/establecimientos')).body.establecimientos;
    const foreignEstab = await other.client.put(`/api/establecimientos/${estab._id}`, { direccion: 'Ajena' });
    expect(foreignEstab.status).toBe(404);
    const foreignPoint = await other.client.put(`/api/puntos/${estab.puntos[0]._id}`, { activo: false });
    expect(foreignPoint.status).toBe(404);
    const foreignNewPoint = await other.client.post(`/api/establecimientos/${estab._id}/puntos`, { codigo: '009' });
    expect(foreignNewPoint.status).toBe(404);
    const [ownEstab] = (await other.client.get('/api/establecimientos')).body.establecimientos;
    expect(ownEstab._id).not.toBe(estab._id);
  });
});

describe('users', () => {
  it('creates a cashier who signs in with the permissions given; deactivation ends the session at once', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const usuario = newUsuario();
    const created = await client.post('/api/usuarios', {
      usuario,
      nombre: 'Cajera Uno',
      email: 'cajera@lanueva.ec',
      permisos: { usarInventario: false },
      clave: 'clave-cajera-1',
    });
    expect(created.status).toBe(201);
    expect(created.body.usuario).toEqual({
      _id: expect.any(String),
      usuario,
      nombre: 'Cajera Uno',
      email: 'cajera@lanueva.ec',
      permisos: { usarInventario: false, cambiarAlmacen: false, administrar: false },
      almacen: null,
      punto: null,
      activo: true,
    });
    const cashier = await ctx.api.anonymous.login(usuario, 'clave-cajera-1');
    expect((await cashier.get('/api/usuarios')).status).toBe(403);
    expect((await cashier.get('/api/items')).body.error.message).toBe(SIN_PERMISO_INVENTARIO_MESSAGE);

    const taken = await client.post('/api/usuarios', { usuario, nombre: 'Otra', clave: 'clave-cajera-2' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(USUARIO_DUPLICADO_MESSAGE);

    const off = await client.put(`/api/usuarios/${created.body.usuario._id}`, { activo: false });
    expect(off.body.usuario.activo).toBe(false);
    expect((await cashier.get('/api/user')).status).toBe(401);
    const again = await ctx.api.anonymous.post('/api/login', { usuario, clave: 'clave-cajera-1' });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('a password reset by an administrator signs the user out; one’s own change needs the current one', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    const usuario = newUsuario();
    const created = await client.post('/api/usuarios', { usuario, nombre: 'Cajero', clave: 'clave-inicial-1' });
    const cashier = await ctx.api.anonymous.login(usuario, 'clave-inicial-1');
    await client.put(`/api/usuarios/${created.body.usuario._id}`, { clave: 'clave-nueva-22' });
    expect((await cashier.get('/api/user')).status).toBe(401);
    const relogged = await ctx.api.anonymous.login(usuario, 'clave-nueva-22');

    const wrong = await relogged.put('/api/user/clave', { actual: 'no-es', nueva: 'otra-clave-333' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(CLAVE_ACTUAL_INCORRECTA_MESSAGE);
    const short = await relogged.put('/api/user/clave', { actual: 'clave-nueva-22', nueva: 'corta' });
    expect(short.body.error.message).toBe(CLAVE_CORTA_MESSAGE);
    const changed = await relogged.put('/api/user/clave', { actual: 'clave-nueva-22', nueva: 'otra-clave-333' });
    expect(changed.status).toBe(200);
    expect((await relogged.get('/api/user')).status).toBe(200);
    await ctx.api.anonymous.login(usuario, 'otra-clave-333');
    expect(body.usuario).toBeTruthy();
  });

  it('keeps the last active administrator', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const [me] = (await client.get('/api/usuarios')).body.usuarios;
    for (const change of [{ activo: false }, { permisos: { administrar: false } }]) {
      const response = await client.put(`/api/usuarios/${me._id}`, change);
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(ULTIMO_ADMINISTRADOR_MESSAGE);
    }
    const second = await client.post('/api/usuarios', {
      usuario: newUsuario('admin'),
      nombre: 'Segundo administrador',
      permisos: { administrar: true },
      clave: 'clave-admin-22',
    });
    const demoted = await client.put(`/api/usuarios/${me._id}`, { permisos: { administrar: false } });
    expect(demoted.status).toBe(200);
    // The token now lacks the permission: the server checks it on every request.
    expect((await client.get('/api/usuarios')).status).toBe(403);
    expect(second.status).toBe(201);
  });

  it('refuses a default warehouse or point of another company, and users of another company (404)', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const demo = await ctx.api.anonymous.login('demo');
    const [demoWarehouse] = (await demo.get('/api/almacenes')).body;
    const refused = await client.post('/api/usuarios', {
      usuario: newUsuario(),
      nombre: 'X',
      almacen: demoWarehouse._id,
      clave: 'clave-larga-123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('El almacén por defecto no existe en su empresa.');
    const [demoUser] = (await demo.get('/api/usuarios')).body.usuarios;
    expect((await client.put(`/api/usuarios/${demoUser._id}`, { nombre: 'Ajeno' })).status).toBe(404);
  });
});

describe('permissions enforced by the server', () => {
  it('without usarInventario: items and movements 403, warehouse writes 403, warehouse list allowed', async () => {
    const simple = await ctx.api.anonymous.login('simple');
    for (const response of [
      await simple.get('/api/items'),
      await simple.get('/api/movimientos'),
      await simple.post('/api/movimientos', { tipo_movimiento: 'ENTRADA', destino: 'x', items: [] }),
      await simple.post('/api/almacenes', { nombre: 'Bodega de simple', responsable: 'Simple' }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe(SIN_PERMISO_INVENTARIO_MESSAGE);
    }
    expect((await simple.get('/api/almacenes')).status).toBe(200);
  });

  it('without administrar: settings, establishments, points and users 403', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    for (const response of [
      await vendedor.get('/api/emisor'),
      await vendedor.put('/api/emisor', { razonSocial: 'X' }),
      await upload(vendedor, '/api/emisor/logo', PNG_1X1),
      await vendedor.get('/api/establecimientos'),
      await vendedor.post('/api/establecimientos', { codigo: '005', direccion: 'X' }),
      await vendedor.put('/api/puntos/00000000-0000-4000-8000-000000000000', { activo: false }),
      await vendedor.get('/api/usuarios'),
      await vendedor.post('/api/usuarios', {}),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe(SIN_PERMISO_ADMINISTRAR_MESSAGE);
    }
    const demo = await ctx.api.anonymous.login('demo');
    expect((await demo.get('/api/emisor')).body.emisor).toMatchObject({ plan: 'profesional', ambiente: 2 });
  });
});

describe('operator', () => {
  it('emisor:plan moves a company to Profesional: its limits go away', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    expect(await changePlan(ctx.api.db.database.db, body.ruc, 'profesional')).toBe(true);
    expect(await changePlan(ctx.api.db.database.db, '1790011674001', 'profesional')).toBe(false);
    const { emisor } = (await client.get('/api/emisor')).body;
    expect(emisor.plan).toBe('profesional');
    expect(emisor.uso.documentosProduccion.maximo).toBeNull();
    expect(emisor.uso.productosInventariados.maximo).toBeNull();
  });

  it('a deactivated company cannot sign in, and its open sessions end', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    await ctx.api.db.database.db.update(emisores).set({ activo: false }).where(eq(emisores.ruc, body.ruc));
    expect((await client.get('/api/user')).status).toBe(401);
    const login = await ctx.api.anonymous.post('/api/login', { usuario: body.usuario, clave: CLAVE });
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe(LOGIN_FAILED_MESSAGE);
  });
});
