import { describe, expect, it } from 'vitest';
import { buildAts } from '../../src/services/annexes/ats/build';
import type { AtsCompra, AtsInput } from '../../src/services/annexes/ats/input';
import { validateAts } from '../../src/services/annexes/ats/validate';
import { ATS_EJEMPLO, blocks, expectValidAts, field } from './ats-tools';

/** The ATS builder on in-memory data (issue #42 §2): shapes no stored purchase has yet (NC/ND received). */
const compra = (extra: Partial<AtsCompra> = {}): AtsCompra => ({
  compraId: 'c-1',
  codSustento: '01',
  tipoIdentificacion: '04',
  identificacion: '1791234567001',
  razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
  codDoc: '01',
  numero: '001-002-000000045',
  fechaEmision: '2026-11-10',
  autorizacion: '1234567890',
  bases: [
    { codigoPorcentaje: 4, baseImponible: 200, valor: 30 },
    { codigoPorcentaje: 0, baseImponible: 50, valor: 0 },
  ],
  iva: 30,
  ice: 0,
  importeTotal: 280,
  formasPago: [],
  retenciones: [],
  ...extra,
});

const input = (extra: Partial<AtsInput> = {}): AtsInput => ({
  ruc: '1312456781001',
  razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRÉS',
  anio: 2026,
  mes: 11,
  establecimientos: ['001', '002'],
  compras: [compra()],
  ventas: [],
  retencionesRecibidas: [],
  anulados: [],
  ...extra,
});

describe('ATS builder', () => {
  it('the SRI example (api/src/sri/xsd/ats-ejemplo.xml) passes the validator the API uses and xmllint', async () => {
    await expectValidAts(ATS_EJEMPLO);
    const broken = await validateAts(ATS_EJEMPLO.replace('COMERCIAL ANDINA SA', 'S.A.'));
    expect(broken.valid).toBe(false);
    expect(broken.errores.join('\n')).toContain("Element 'razonSocial'");
  });

  it('writes a received nota de crédito with its docModificado fields, XSD-valid', async () => {
    const nc = compra({
      compraId: 'c-2',
      codDoc: '04',
      numero: '001-002-000000007',
      bases: [{ codigoPorcentaje: 4, baseImponible: 20, valor: 3 }],
      iva: 3,
      importeTotal: 23,
      docModificado: { codDoc: '01', numero: '001-002-000000045', autorizacion: '1234567890' },
    });
    const result = buildAts(input({ compras: [compra(), nc] }));
    expect(result.problemas).toEqual([]);
    const xml = result.xml!;
    await expectValidAts(xml);
    const [, detalle] = blocks(xml, 'detalleCompras');
    expect(field(detalle!, 'tipoComprobante')).toBe('04');
    expect(detalle).toContain(
      '<docModificado>01</docModificado><estabModificado>001</estabModificado><ptoEmiModificado>002</ptoEmiModificado><secModificado>000000045</secModificado><autModificado>1234567890</autModificado>',
    );
    expect(field(xml, 'razonSocial')).toBe('ZAMBRANO MENDOZA CARLOS ANDRES');
    expect(field(detalle!, 'denoProv')).toBe('DISTRIBUIDORA DEL PACIFICO S A');
    // Both establishments, with no sales: zero each.
    expect(blocks(xml, 'ventaEst')).toEqual([
      '<ventaEst><codEstab>001</codEstab><ventasEstab>0.00</ventasEstab></ventaEst>',
      '<ventaEst><codEstab>002</codEstab><ventasEstab>0.00</ventasEstab></ventaEst>',
    ]);
    expect(field(xml, 'numEstabRuc')).toBe('002');
  });

  it('puts each IVA withholding percentage in its valRet field and renta in air', async () => {
    const lineas = [10, 20, 30, 50, 70, 100].map((porcentaje) => ({
      impuesto: 'iva' as const,
      codigo: 'x',
      baseImponible: 1,
      porcentaje,
      valor: porcentaje / 100,
    }));
    const retenida = compra({
      retenciones: [
        {
          numero: '001-001-000000009',
          autorizacion: '1'.repeat(49),
          fechaEmision: '2026-11-11',
          lineas: [...lineas, { impuesto: 'renta', codigo: '312', baseImponible: 250, porcentaje: 1.75, valor: 4.38 }],
        },
      ],
    });
    const xml = buildAts(input({ compras: [retenida] })).xml!;
    await expectValidAts(xml);
    expect(xml).toContain(
      '<valRetBien10>0.10</valRetBien10><valRetServ20>0.20</valRetServ20><valorRetBienes>0.30</valorRetBienes><valRetServ50>0.50</valRetServ50><valorRetServicios>0.70</valorRetServicios><valRetServ100>1.00</valRetServ100>',
    );
    expect(xml).toContain(
      '<air><detalleAir><codRetAir>312</codRetAir><baseImpAir>250.00</baseImpAir><porcentajeAir>1.75</porcentajeAir><valRetAir>4.38</valRetAir></detalleAir></air><estabRetencion1>001</estabRetencion1><ptoEmiRetencion1>001</ptoEmiRetencion1><secRetencion1>000000009</secRetencion1>',
    );
    expect(field(xml, 'fechaEmiRet1')).toBe('11/11/2026');
  });

  it('refuses instead of guessing, naming each document and what to fix', () => {
    const result = buildAts(
      input({
        razonSocial: 'S.A.',
        establecimientos: ['000'],
        compras: [
          compra({ codSustento: null }),
          compra({ compraId: 'c-3', codSustento: '00', numero: '000-001-000000001', importeTotal: 1500 }),
          compra({ compraId: 'c-4', tipoIdentificacion: '07', razonSocial: '...' }),
        ],
      }),
    );
    expect(result.xml).toBeUndefined();
    expect(result.problemas.map((p) => `${p.documento}: ${p.mensaje}`)).toEqual([
      'Empresa 1312456781001: su razón social queda en «S A» sin tildes, eñes ni signos, y el ATS exige al menos 5 caracteres; corríjala',
      'Establecimiento 000: su establecimiento o punto de emisión es 000, que el ATS no admite; corrija el número',
      'Factura 001-002-000000045 de DISTRIBUIDORA DEL PACÍFICO S.A.: no tiene código de sustento (Tabla 5); asígnelo en Compras',
      'Factura 000-001-000000001 de DISTRIBUIDORA DEL PACÍFICO S.A.: su código de sustento 00 no está vigente el 10/11/2026; elija uno vigente de la Tabla 5',
      'Factura 000-001-000000001 de DISTRIBUIDORA DEL PACÍFICO S.A.: su establecimiento o punto de emisión es 000, que el ATS no admite; corrija el número',
      'Factura 000-001-000000001 de DISTRIBUIDORA DEL PACÍFICO S.A.: supera USD 1.000 y no tiene forma de pago; indíquela en Compras',
      'Factura 001-002-000000045 de ...: está a nombre de consumidor final, que no puede ser proveedor en el ATS; registre el RUC o la cédula',
      'Factura 001-002-000000045 de ...: su razón social queda en «» sin tildes, eñes ni signos, y el ATS exige al menos 5 caracteres; corríjala',
    ]);
    expect(result.problemas[2]).toMatchObject({ compraId: 'c-1' });
  });

  it('refuses a received note whose modified document is not registered (no authorization to report)', () => {
    const nc = compra({
      compraId: 'c-5',
      codDoc: '04',
      numero: '001-002-000000008',
      docModificado: { codDoc: '01', numero: '001-002-000000046', autorizacion: '' },
    });
    const result = buildAts(input({ compras: [nc] }));
    expect(result.problemas.map((p) => `${p.documento}: ${p.mensaje}`)).toEqual([
      'Nota de crédito 001-002-000000008 de DISTRIBUIDORA DEL PACÍFICO S.A.: modifica el comprobante 001-002-000000046, que no está registrado en Compras: regístrelo para que el ATS lleve su autorización',
    ]);
  });
});
