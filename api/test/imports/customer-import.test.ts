import {
  CEDULA_RUC_INVALIDA_MESSAGE,
  correoInvalidoMessage,
  NOMBRE_COMPRADOR_REQUERIDO_MESSAGE,
  RUC_DIGITO_DUDOSO_MESSAGE,
} from '@facturador/shared/domain';
import { CONSUMIDOR_FINAL_NO_IMPORTABLE_MESSAGE, importacionResponseSchema } from '@facturador/shared/domain/imports';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/api';
import { useTestApi } from '../helpers/api';
import { csv, importSheet, xlsx } from './sheets';

const ctx = useTestApi();
let demo: ApiClient;
const IMPORTAR = '/api/clientes/importar';
const HEADER = ['Tipo de identificación', 'Identificación', 'Razón social', 'Dirección', 'Correos', 'Teléfono'];

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
});

const persona = async (identificacion: string) =>
  (await demo.get(`/api/persona?identificacion=${identificacion}`)).body.data;

describe('POST /api/clientes/importar', () => {
  it('takes a RUC that fails modulo 11 with a warning on its row, as sign-up does', async () => {
    const rows = [HEADER, ['RUC', '1790012345001', 'Andina S.A.S.', '', '', '']];
    const body = importacionResponseSchema.parse((await importSheet(demo, IMPORTAR, csv(rows), 'clientes.csv')).body);
    expect(body.crear).toEqual([
      { linea: 2, clave: '1790012345001', nombre: 'ANDINA S.A.S.', aviso: RUC_DIGITO_DUDOSO_MESSAGE },
    ]);
    expect(body.rechazadas).toEqual([]);
  });

  it('previews, refuses bad rows with their line and reason, then registers the customers /api/persona finds', async () => {
    const rows = [
      HEADER,
      ['CEDULA', '1710034065', 'Ana Torres', 'Quito', 'ana@example.com, pagos@example.com', '0991234567'],
      ['04', '1790012344001', 'Distribuidora Andina S.A.', 'Av. Amazonas', '', ''],
      ['', '1710034066', 'Cédula mala', '', '', ''],
      ['RUC', '1710034065001', '', '', '', ''],
      ['PASAPORTE', 'AB123456', 'John Smith', '', 'no-es-correo', ''],
      ['07', '9999999999999', 'Consumidor', '', '', ''],
    ];
    const preview = await importSheet(demo, IMPORTAR, csv(rows), 'clientes.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const body = importacionResponseSchema.parse(preview.body);
    expect(body.crear).toEqual([{ linea: 2, clave: '1710034065', nombre: 'ANA TORRES' }]);
    // The demo company invoiced Distribuidora Andina before: it is updated.
    expect(body.actualizar).toEqual([{ linea: 3, clave: '1790012344001', nombre: 'DISTRIBUIDORA ANDINA S.A.' }]);
    expect(body.rechazadas).toEqual([
      { linea: 4, motivo: CEDULA_RUC_INVALIDA_MESSAGE },
      { linea: 5, motivo: NOMBRE_COMPRADOR_REQUERIDO_MESSAGE },
      { linea: 6, motivo: correoInvalidoMessage('no-es-correo') },
      { linea: 7, motivo: CONSUMIDOR_FINAL_NO_IMPORTABLE_MESSAGE },
    ]);
    expect(await persona('1710034065')).toBeNull();

    const applied = await importSheet(demo, `${IMPORTAR}?confirmar=true`, csv(rows), 'clientes.csv');
    expect(applied.status).toBe(200);
    expect(applied.body.aplicado).toBe(true);
    expect(await persona('1710034065')).toEqual({
      tipoIdentificacion: '05',
      razonSocial: 'ANA TORRES',
      direccion: 'QUITO',
      email: 'ana@example.com, pagos@example.com',
      // The sheet's phone: where «Enviar por WhatsApp» starts.
      telefono: '0991234567',
    });
    expect(await persona('1790012344001')).toMatchObject({ tipoIdentificacion: '04', direccion: 'AV. AMAZONAS' });
  });

  it('reads XLSX where the cédula lost its leading zero as a number', async () => {
    const book = await xlsx([HEADER, ['', 923456784, 'Juan Pérez', 'Guayaquil', '', '042345678']]);
    const response = await importSheet(demo, `${IMPORTAR}?confirmar=true`, book, 'clientes.xlsx');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.actualizar).toEqual([{ linea: 2, clave: '0923456784', nombre: 'JUAN PÉREZ' }]);
    expect(await persona('0923456784')).toMatchObject({ tipoIdentificacion: '05', razonSocial: 'JUAN PÉREZ' });
  });

  it('serves its template, which imports as it is', async () => {
    for (const formato of ['csv', 'xlsx']) {
      const template = await fetch(`${demo.baseUrl}${IMPORTAR}/plantilla?formato=${formato}`, {
        headers: { authorization: `Bearer ${demo.token}` },
      });
      expect(template.status).toBe(200);
      const file = Buffer.from(await template.arrayBuffer());
      const preview = await importSheet(demo, IMPORTAR, file, `plantilla.${formato}`);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.rechazadas).toEqual([]);
      expect(preview.body.crear.length + preview.body.actualizar.length).toBe(1);
    }
  });
});
