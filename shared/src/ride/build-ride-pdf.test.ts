import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRidePdf } from './build-ride-pdf';
import type { RideInput } from './ride-input';
import { facturaRide, notaCreditoRide, producto, productos, TINY_PNG_DATA_URL } from './test-support/fixtures';
import { flatText, imageCount, pageCount, pdfText, scanBarcodes, wordHeights } from './test-support/poppler';

/**
 * Real PDFs, read back as a customer's PDF reader and a scanner would: text (pdftotext), pages
 * (pdfinfo), images (pdfimages) and the barcode (pdftoppm + zbarimg).
 */

/** `label   value` on one printed line (layout text), whatever sits beside them. */
function row(label: string, value: string): RegExp {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escapeRegExp(label)} +${escapeRegExp(value)}(\\s|$)`);
}

describe('RIDE de una factura', () => {
  const factura = facturaRide();
  let pdf: Uint8Array;
  let layout: string;
  beforeAll(async () => {
    pdf = await buildRidePdf(factura);
    layout = pdfText(pdf, { layout: true });
  });

  it('is a one-page PDF', () => {
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
  });

  it('right box: R.U.C., number, authorization, environment, emission and access key digits', () => {
    expect(layout).toContain('R.U.C.: 1790016919001');
    expect(layout).toContain('FACTURA No. 001-001-000000123');
    expect(layout).toContain('NÚMERO DE AUTORIZACIÓN');
    expect(layout).toContain('FECHA Y HORA DE AUTORIZACIÓN: 01/03/2025 10:15:00');
    expect(layout).toContain('AMBIENTE: PRUEBAS');
    expect(layout).toContain('EMISIÓN: NORMAL');
    expect(layout).toContain('CLAVE DE ACCESO');
    // Once as the authorization number, once under the barcode.
    expect(layout.split(factura.claveAcceso)).toHaveLength(3);
  });

  it('left box: issuer, addresses and OBLIGADO A LLEVAR CONTABILIDAD, and NO TIENE LOGO without a logo', () => {
    expect(layout).toContain('NO TIENE LOGO');
    expect(layout).toContain('ELECTRO REDES DEL PACÍFICO S.A.');
    expect(layout).toContain('Dir. Matriz: Av. 4 de Noviembre y Calle 113, Manta');
    expect(layout).toContain('Dir. Sucursal: Calle Sucre y 10 de Agosto, Portoviejo');
    expect(layout).toContain('OBLIGADO A LLEVAR CONTABILIDAD: SI');
    expect(imageCount(pdf)).toBe(0);
  });

  it('buyer block, detail columns and the line with 2-decimal amounts', () => {
    expect(layout).toContain('Razón Social / Nombres y Apellidos: MARIA FERNANDA LOOR VELEZ');
    expect(layout).toContain('Identificación: 1309876546');
    expect(layout).toContain('Fecha Emisión: 01/03/2025');
    expect(layout).toContain('Dirección: Calle Chile y Av. América, Portoviejo');
    const flat = flatText(pdf);
    for (const heading of [
      'Cód. Principal',
      'Cód. Auxiliar',
      'Cantidad',
      'Descripción',
      'Detalle Adicional',
      'Precio Unitario',
      'Descuento',
      'Precio Total',
    ])
      expect(flat).toContain(heading);
    expect(layout).toMatch(/PRD-001 +1\.00 Cable UTP categoría 6 \(metro\) +10\.00 +0\.00 +10\.00/);
  });

  it('totals with the fixed 15% labels, Información Adicional and Forma de pago', () => {
    for (const [label, value] of [
      ['SUBTOTAL 15%', '10.00'],
      ['SUBTOTAL 0%', '0.00'],
      ['SUBTOTAL NO OBJETO DE IVA', '0.00'],
      ['SUBTOTAL EXENTO DE IVA', '0.00'],
      ['SUBTOTAL SIN IMPUESTOS', '10.00'],
      ['TOTAL DESCUENTO', '0.00'],
      ['ICE', '0.00'],
      ['IVA 15%', '1.50'],
      ['TOTAL DEVOLUCION IVA', '0.00'],
      ['IRBPNR', '0.00'],
      ['PROPINA', '0.00'],
      ['VALOR TOTAL', '11.50'],
    ] as const)
      expect(layout).toMatch(row(label, value));
    expect(layout).toContain('Información Adicional');
    expect(layout).toMatch(row('Email', 'maria.loor@example.com'));
    expect(layout).toMatch(row('Vendedor', 'Ana Zambrano'));
    expect(layout).toMatch(/Forma de pago +Valor/);
    expect(layout).toMatch(row('01 - SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', '11.50'));
    expect(layout).toContain('Página 1 de 1');
  });

  it('the barcode scans as the access key', () => {
    expect(scanBarcodes(pdf)).toEqual([factura.claveAcceso]);
  });
});

describe('RIDE de una factura con ICE (issue 37)', () => {
  // 24 beers at 1.00: ICE 3041 4.66 inside the 15 % base (28.66), IVA 4.30, total 32.96.
  const factura = facturaRide({
    productos: [{ ...producto(0), cantidad: 24, precioUnitario: 1, precioTotal: 24, descuento: 0 }],
    facturacion: {
      subtotalIva: 24,
      subtotalIvaCero: 0,
      totalSinImpuestos: 24,
      totalDescuento: 0,
      ice: 4.66,
      iva: 4.3,
      importeTotal: 32.96,
      propina: 0,
      impuestos: [
        { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 28.66, valor: 4.3 },
        { codigo: 3, codigoPorcentaje: 3041, tarifa: 0, baseImponible: 24, valor: 4.66 },
      ],
    },
  });
  let layout: string;
  beforeAll(async () => {
    layout = pdfText(await buildRidePdf(factura), { layout: true });
  });

  it('prints the totals so they add up top to bottom: net, ICE, the IVA bases, IVA, total', () => {
    const expected = [
      ['SUBTOTAL SIN IMPUESTOS', '24.00'],
      ['TOTAL DESCUENTO', '0.00'],
      ['ICE', '4.66'],
      ['BASE IVA 15%', '28.66'],
      ['BASE IVA 0%', '0.00'],
      ['BASE NO OBJETO DE IVA', '0.00'],
      ['BASE EXENTO DE IVA', '0.00'],
      ['IVA 15%', '4.30'],
      ['TOTAL DEVOLUCION IVA', '0.00'],
      ['IRBPNR', '0.00'],
      ['PROPINA', '0.00'],
      ['VALOR TOTAL', '32.96'],
    ] as const;
    const positions = expected.map(([label, value]) => layout.search(row(label, value)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // No «SUBTOTAL 15%» of net + ICE beside the net.
    expect(layout).not.toMatch(/SUBTOTAL 15%/);
  });
});

describe('RIDE de una nota de crédito', () => {
  const nota = notaCreditoRide();
  let pdf: Uint8Array;
  let layout: string;
  beforeAll(async () => {
    pdf = await buildRidePdf(nota);
    layout = pdfText(pdf, { layout: true });
  });

  it('names the modified invoice, its date, the reason and the observation', () => {
    expect(layout).toContain('NOTA DE CRÉDITO No. 001-001-000000007');
    expect(layout).toContain('Comprobante que se modifica: FACTURA 001-001-000000123');
    expect(layout).toContain('Fecha Emisión (Comprobante a modificar): 01/03/2025');
    expect(layout).toContain('Razón de Modificación: Devolución de mercadería');
    expect(layout).toContain('Observación: El cliente devolvió el router por falla de fábrica');
    expect(layout).toMatch(row('VALOR TOTAL', '11.50'));
  });

  it('has no Forma de pago table', () => {
    expect(layout).not.toContain('Forma de pago');
    expect(layout).not.toContain('SIN UTILIZACIÓN DEL SISTEMA FINANCIERO');
  });

  it('its barcode scans as its own access key', () => {
    expect(scanBarcodes(pdf)).toEqual([nota.claveAcceso]);
  });
});

describe('defaults of older data (spec 02 §9)', () => {
  it('pads the number and prints SI and FACTURA when obligadoContabilidad and tipoDocumento are missing', async () => {
    const { obligadoContabilidad: _o, tipoDocumento: _t, codDoc: _c, ...rest } = facturaRide();
    const input: RideInput = { ...rest, numeroEstablecimiento: 2, puntoEmision: '5', secuencial: 77 };
    const layout = pdfText(await buildRidePdf(input), { layout: true });
    expect(layout).toContain('FACTURA No. 002-005-000000077');
    expect(layout).toContain('OBLIGADO A LLEVAR CONTABILIDAD: SI');
  });

  it('prints PROPINA 0.00 even when the data carries a tip', async () => {
    const factura = facturaRide();
    const pdf = await buildRidePdf({ ...factura, facturacion: { ...factura.facturacion, propina: 2.5 } });
    expect(pdfText(pdf, { layout: true })).toMatch(row('PROPINA', '0.00'));
  });
});

describe('RIDE de 60 líneas', () => {
  let pdf: Uint8Array;
  let pages: number;
  beforeAll(async () => {
    pdf = await buildRidePdf(facturaRide({ productos: productos(60) }));
    pages = pageCount(pdf);
  });

  it('runs over several pages, each with the table header and its page number', () => {
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) {
      const text = flatText(pdf, page);
      expect(text).toContain('Cód. Principal');
      expect(text).toContain('Precio Unitario');
      expect(text).toContain(`Página ${page} de ${pages}`);
    }
    // Pages after the first name the document they belong to.
    expect(flatText(pdf, 2)).toContain('FACTURA No. 001-001-000000123');
  });

  it('prints every line once and the totals once, on the last page', () => {
    const text = flatText(pdf);
    for (let index = 1; index <= 60; index++) {
      const codigo = `PRD-${String(index).padStart(3, '0')}`;
      expect(text.split(codigo), codigo).toHaveLength(2);
    }
    expect(text.split('VALOR TOTAL')).toHaveLength(2);
    expect(flatText(pdf, pages)).toContain('VALOR TOTAL');
  });
});

describe('Información Adicional larga', () => {
  it('continues on a new page when it does not fit beside the totals, losing nothing', async () => {
    const informacionAdicional = Array.from({ length: 15 }, (_, index) => ({
      nombre: `Campo ${index + 1}`,
      valor: `Valor${index + 1} ${'texto de la información adicional '.repeat(8)}`.slice(0, 300).trim(),
    }));
    const pdf = await buildRidePdf(facturaRide({ productos: productos(30), informacionAdicional }));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = flatText(pdf);
    for (const { nombre, valor } of informacionAdicional) {
      expect(text).toContain(nombre);
      expect(text).toContain(valor);
    }
    expect(flatText(pdf, pages)).toContain('Forma de pago');
  });
});

describe('descripciones largas', () => {
  const short = 'Cable UTP categoría seis AAAA';
  const medium = 'Cable de cobre THHN número doce BBBB rollo cien';
  const long = 'Cable de cobre THHN número doce CCCC rollo de cien metros color rojo marca nacional';
  const huge = `Kit DDDD ${'de instalación completa con accesorios '.repeat(7)}fin`.slice(0, 300);

  it('shrinks the font above 40 characters and again above 55, and wraps long text whole', async () => {
    expect([short.length <= 40, medium.length > 40 && medium.length <= 55, long.length > 55]).toEqual([
      true,
      true,
      true,
    ]);
    const pdf = await buildRidePdf(
      facturaRide({
        productos: [
          producto(0, { nombre: short }),
          producto(1, { nombre: medium }),
          producto(2, { nombre: long }),
          producto(3, { nombre: huge }),
        ],
      }),
    );
    const heights = wordHeights(pdf);
    const height = (word: string) => heights.find((entry) => entry.word === word)!.height;
    expect(height('AAAA')).toBeGreaterThan(height('BBBB'));
    expect(height('BBBB')).toBeGreaterThan(height('CCCC'));
    expect(height('DDDD')).toBeCloseTo(height('CCCC'), 1);
    const text = flatText(pdf);
    for (const description of [short, medium, long, huge]) expect(text).toContain(description.trim());
  });
});

describe('logo', () => {
  let server: Server;
  let logoUrl: string;
  beforeAll(async () => {
    const png = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64');
    server = createServer((request, response) => {
      if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    logoUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('embeds a logo given as a data URL instead of NO TIENE LOGO', async () => {
    const pdf = await buildRidePdf(facturaRide({ logo: TINY_PNG_DATA_URL }));
    expect(imageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).not.toContain('NO TIENE LOGO');
  });

  it('fetches a logo given as a URL', async () => {
    const pdf = await buildRidePdf(facturaRide({ logo: logoUrl }));
    expect(imageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).not.toContain('NO TIENE LOGO');
  });

  it('prints NO TIENE LOGO when the logo cannot be read, and still builds the invoice', async () => {
    for (const logo of [logoUrl.replace('logo.png', 'missing.png'), 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==']) {
      const pdf = await buildRidePdf(facturaRide({ logo }));
      expect(imageCount(pdf)).toBe(0);
      expect(pdfText(pdf)).toContain('NO TIENE LOGO');
    }
  });
});

describe('subsidio', () => {
  it('adds the Subsidio and Precio sin Subsidio columns when a line has a subsidy', async () => {
    const withSubsidy = facturaRide({ productos: [producto(0, { subsidio: 1.25, precioSinSubsidio: 11.25 })] });
    const flat = flatText(await buildRidePdf(withSubsidy));
    expect(flat).toContain('Precio sin Subsidio');
    expect(flat).toMatch(/1\.25 11\.25/);
    expect(flatText(await buildRidePdf(facturaRide()))).not.toContain('Subsidio');
  });
});
