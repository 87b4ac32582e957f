import { CLAVE_ACCESO_PATTERN, NUMERO_AUTORIZACION_PATTERN } from '@facturador/shared/domain';

/**
 * factura 1.1.0, notaCredito 1.1.0, notaDebito 1.0.0, liquidacionCompra 1.1.0 and comprobanteRetencion 2.0.0 as content models (element order, cardinality, simple-type
 * facets), transcribed from SRI's XSDs so the simulator needs no schema files at run time. Blocks
 * this product never writes (reembolsos, retenciones, compensaciones...) accept any content.
 */
export interface SimpleType {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  decimal?: { totalDigits: number; fractionDigits: number; nonNegative: boolean };
  enumeration?: readonly string[];
  /** Attributes of an element with simple content (campoAdicional). */
  attributes?: { name: string; required: boolean; type: SimpleType }[];
}

export interface Particle {
  name: string;
  min: number;
  max: number;
  type: SimpleType | ComplexType | 'any';
}

export interface ComplexType {
  sequence: Particle[];
  attributes?: { name: string; required: boolean; type: SimpleType }[];
  /** ds:Signature may close the element (root only). */
  allowSignature?: boolean;
}

const text = (maxLength: number, minLength = 1): SimpleType => ({ minLength, maxLength, pattern: /^[^\n]*$/ });
const anyText = (maxLength: number): SimpleType => ({ minLength: 1, maxLength });
const pattern = (regex: RegExp, maxLength?: number): SimpleType => ({ pattern: regex, maxLength });
const decimal = (totalDigits: number, fractionDigits: number, nonNegative = true): SimpleType => ({
  decimal: { totalDigits, fractionDigits, nonNegative },
});
const money = decimal(14, 2);
const fecha = pattern(/^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[012])\/20[0-9][0-9]$/);

const one = (name: string, type: Particle['type']): Particle => ({ name, min: 1, max: 1, type });
const opt = (name: string, type: Particle['type']): Particle => ({ name, min: 0, max: 1, type });
const many = (name: string, type: Particle['type'], min = 1, max = Number.POSITIVE_INFINITY): Particle => ({
  name,
  min,
  max,
  type,
});
const complex = (sequence: Particle[], attributes?: ComplexType['attributes']): ComplexType => ({
  sequence,
  attributes,
});

const infoTributaria = complex([
  one('ambiente', pattern(/^[12]$/)),
  one('tipoEmision', pattern(/^[12]$/)),
  one('razonSocial', text(300)),
  opt('nombreComercial', text(300)),
  one('ruc', pattern(/^[0-9]{10}001$/)),
  one('claveAcceso', pattern(CLAVE_ACCESO_PATTERN)),
  one('codDoc', pattern(/^[0-9]{2}$/)),
  one('estab', pattern(/^[0-9]{3}$/)),
  one('ptoEmi', pattern(/^[0-9]{3}$/)),
  one('secuencial', pattern(/^[0-9]{9}$/)),
  one('dirMatriz', text(300)),
  opt('agenteRetencion', pattern(/^[0-9]+$/, 8)),
  opt('contribuyenteRimpe', pattern(/^CONTRIBUYENTE (NEGOCIO POPULAR - )?RÉGIMEN RIMPE$/)),
]);

const detallesAdicionales = complex([
  many(
    'detAdicional',
    complex(
      [],
      [
        { name: 'nombre', required: true, type: anyText(300) },
        { name: 'valor', required: true, type: anyText(300) },
      ],
    ),
    1,
    3,
  ),
]);

const infoAdicional = complex([
  many(
    'campoAdicional',
    { ...anyText(300), attributes: [{ name: 'nombre', required: true, type: anyText(300) }] },
    1,
    15,
  ),
]);

const impuestoDetalle = (tarifaRequired: boolean) =>
  complex([
    one('codigo', pattern(/^[235]$/)),
    one('codigoPorcentaje', pattern(/^[0-9]{1,4}$/)),
    tarifaRequired ? one('tarifa', decimal(4, 2)) : opt('tarifa', decimal(4, 2)),
    one('baseImponible', money),
    one('valor', money),
  ]);

const tipoIdentificacion = pattern(/^0[4-8]$/);

/** pagos/pago of factura 1.1.0 and notaDebito 1.0.0. */
const pagos = complex([
  many(
    'pago',
    complex([
      one('formaPago', pattern(/^(0[1-9]|1[0-9]|2[01])$/)),
      one('total', money),
      opt('plazo', money),
      opt('unidadTiempo', text(10)),
    ]),
  ),
]);

/** detalles/detalle+ of a factura and a liquidación de compra, with the type's impuesto. */
const detalles = (impuesto: ComplexType) =>
  complex([
    many(
      'detalle',
      complex([
        opt('codigoPrincipal', text(25)),
        opt('codigoAuxiliar', text(25)),
        one('descripcion', text(300)),
        opt('unidadMedida', text(50)),
        one('cantidad', decimal(18, 6)),
        one('precioUnitario', decimal(18, 6)),
        opt('precioSinSubsidio', decimal(18, 6)),
        one('descuento', money),
        one('precioTotalSinImpuesto', money),
        opt('detallesAdicionales', detallesAdicionales),
        one('impuestos', complex([many('impuesto', impuesto)])),
      ]),
    ),
  ]);

const factura = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoFactura',
      complex([
        one('fechaEmision', fecha),
        opt('dirEstablecimiento', text(300)),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        opt('comercioExterior', pattern(/^EXPORTADOR$/)),
        opt('incoTermFactura', pattern(/^[A-Z]{1,10}$/)),
        opt('lugarIncoTerm', text(300)),
        opt('paisOrigen', pattern(/^[0-9]{3}$/)),
        opt('puertoEmbarque', text(300)),
        opt('puertoDestino', text(300)),
        opt('paisDestino', pattern(/^[0-9]{3}$/)),
        opt('paisAdquisicion', pattern(/^[0-9]{3}$/)),
        one('tipoIdentificacionComprador', tipoIdentificacion),
        opt('guiaRemision', pattern(/^[0-9]{3}-[0-9]{3}-[0-9]{9}$/)),
        one('razonSocialComprador', text(300)),
        one('identificacionComprador', text(20)),
        opt('direccionComprador', text(300)),
        one('totalSinImpuestos', money),
        opt('totalSubsidio', money),
        opt('incoTermTotalSinImpuestos', pattern(/^[A-Z]{1,10}$/)),
        one('totalDescuento', decimal(14, 2, false)),
        opt('codDocReembolso', pattern(/^[0-9]{2,3}$/)),
        opt('totalComprobantesReembolso', money),
        opt('totalBaseImponibleReembolso', money),
        opt('totalImpuestoReembolso', money),
        one(
          'totalConImpuestos',
          complex([
            many(
              'totalImpuesto',
              complex([
                one('codigo', pattern(/^[235]$/)),
                one('codigoPorcentaje', pattern(/^[0-9]{1,4}$/)),
                opt('descuentoAdicional', decimal(14, 2, false)),
                one('baseImponible', money),
                opt('tarifa', decimal(4, 2)),
                one('valor', money),
                opt('valorDevolucionIva', money),
              ]),
            ),
          ]),
        ),
        opt('compensaciones', 'any'),
        opt('propina', money),
        opt('fleteInternacional', money),
        opt('seguroInternacional', money),
        opt('gastosAduaneros', money),
        opt('gastosTransporteOtros', money),
        one('importeTotal', money),
        opt('moneda', text(15)),
        opt('placa', text(20)),
        opt('pagos', pagos),
        opt('valorRetIva', money),
        opt('valorRetRenta', money),
      ]),
    ),
    one(
      'detalles',
      complex([
        many(
          'detalle',
          complex([
            opt('codigoPrincipal', text(25)),
            opt('codigoAuxiliar', text(25)),
            one('descripcion', text(300)),
            opt('unidadMedida', text(50)),
            one('cantidad', decimal(18, 6)),
            one('precioUnitario', decimal(18, 6)),
            opt('precioSinSubsidio', decimal(18, 6)),
            one('descuento', money),
            one('precioTotalSinImpuesto', money),
            opt('detallesAdicionales', detallesAdicionales),
            one('impuestos', complex([many('impuesto', impuestoDetalle(true))])),
          ]),
        ),
      ]),
    ),
    opt('reembolsos', 'any'),
    opt('retenciones', 'any'),
    opt('tipoNegociable', 'any'),
    opt('maquinaFiscal', 'any'),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: true, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['1.1.0'] } },
  ],
);

const notaCredito = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoNotaCredito',
      complex([
        one('fechaEmision', fecha),
        opt('dirEstablecimiento', text(300)),
        one('tipoIdentificacionComprador', tipoIdentificacion),
        one('razonSocialComprador', text(300)),
        one('identificacionComprador', text(20)),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        opt('rise', anyText(40)),
        one('codDocModificado', pattern(/^[0-9]{2}$/)),
        one('numDocModificado', pattern(/^[0-9]{3}-[0-9]{3}-[0-9]{9}$/)),
        one('fechaEmisionDocSustento', fecha),
        one('totalSinImpuestos', money),
        opt('compensaciones', 'any'),
        one('valorModificacion', money),
        opt('moneda', text(15)),
        one(
          'totalConImpuestos',
          complex([
            many(
              'totalImpuesto',
              complex([
                one('codigo', pattern(/^[235]$/)),
                one('codigoPorcentaje', pattern(/^[0-9]{1,4}$/)),
                one('baseImponible', money),
                one('valor', money),
                opt('valorDevolucionIva', money),
              ]),
            ),
          ]),
        ),
        one('motivo', text(300)),
      ]),
    ),
    one(
      'detalles',
      complex([
        many(
          'detalle',
          complex([
            opt('codigoInterno', text(25)),
            opt('codigoAdicional', text(25)),
            one('descripcion', text(300)),
            one('cantidad', decimal(18, 6)),
            one('precioUnitario', decimal(18, 6)),
            opt('descuento', money),
            one('precioTotalSinImpuesto', money),
            opt('detallesAdicionales', detallesAdicionales),
            one('impuestos', complex([many('impuesto', impuestoDetalle(false), 0)])),
          ]),
        ),
      ]),
    ),
    opt('maquinaFiscal', 'any'),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: true, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['1.1.0'] } },
  ],
);

/** notaDebito 1.0.0 (NotaDebito_V1.0.0.xsd, SRI-NOTES §10.1): no detalles, valued motivos. */
const notaDebito = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoNotaDebito',
      complex([
        one('fechaEmision', fecha),
        opt('dirEstablecimiento', text(300)),
        one('tipoIdentificacionComprador', tipoIdentificacion),
        one('razonSocialComprador', text(300)),
        one('identificacionComprador', text(20)),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        opt('rise', anyText(40)),
        one('codDocModificado', pattern(/^[0-9]{2}$/)),
        one('numDocModificado', pattern(/^[0-9]{3}-[0-9]{3}-[0-9]{9}$/)),
        one('fechaEmisionDocSustento', fecha),
        one('totalSinImpuestos', decimal(14, 2, false)),
        one(
          'impuestos',
          complex([
            many(
              'impuesto',
              complex([
                one('codigo', pattern(/^[235]$/)),
                one('codigoPorcentaje', pattern(/^[0-9]{1,4}$/)),
                one('tarifa', decimal(4, 2)),
                one('baseImponible', money),
                one('valor', money),
                opt('valorDevolucionIva', money),
              ]),
            ),
          ]),
        ),
        opt('compensaciones', 'any'),
        one('valorTotal', money),
        many('pagos', pagos, 0),
      ]),
    ),
    one('motivos', complex([many('motivo', complex([one('razon', text(300)), one('valor', money)]))])),
    opt('maquinaFiscal', 'any'),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: false, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['1.0.0'] } },
  ],
);

/** comprobanteRetencion 2.0.0 (ComprobanteRetencion_V2.0.0.xsd): the blocks this product writes. */
const comprobanteRetencion = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoCompRetencion',
      complex([
        one('fechaEmision', fecha),
        opt('dirEstablecimiento', text(300)),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        one('tipoIdentificacionSujetoRetenido', tipoIdentificacion),
        opt('tipoSujetoRetenido', 'any'),
        one('parteRel', { enumeration: ['SI', 'NO'] }),
        one('razonSocialSujetoRetenido', text(300)),
        one('identificacionSujetoRetenido', text(20)),
        one('periodoFiscal', pattern(/^(0[1-9]|1[012])\/20[0-9][0-9]$/)),
      ]),
    ),
    one(
      'docsSustento',
      complex([
        many(
          'docSustento',
          complex([
            one('codSustento', pattern(/^[0-9]{2}$/)),
            one('codDocSustento', pattern(/^[0-9]{2,3}$/)),
            one('numDocSustento', pattern(/^[0-9]{15}$/)),
            one('fechaEmisionDocSustento', fecha),
            opt('fechaRegistroContable', fecha),
            opt('numAutDocSustento', pattern(NUMERO_AUTORIZACION_PATTERN)),
            one('pagoLocExt', pattern(/^0[12]$/)),
            opt('tipoRegi', 'any'),
            opt('paisEfecPago', 'any'),
            opt('aplicConvDobTrib', 'any'),
            opt('pagExtSujRetNorLeg', 'any'),
            opt('pagoRegFis', 'any'),
            opt('totalComprobantesReembolso', 'any'),
            opt('totalBaseImponibleReembolso', 'any'),
            opt('totalImpuestoReembolso', 'any'),
            one('totalSinImpuestos', money),
            one('importeTotal', money),
            one('impuestosDocSustento', 'any'),
            one(
              'retenciones',
              complex([
                many(
                  'retencion',
                  complex([
                    one('codigo', pattern(/^[126]$/)),
                    one('codigoRetencion', pattern(/^[0-9A-Za-z]{1,5}$/)),
                    one('baseImponible', money),
                    one('porcentajeRetener', decimal(5, 2)),
                    one('valorRetenido', money),
                    opt('dividendos', 'any'),
                    opt('compraCajBanano', 'any'),
                  ]),
                ),
              ]),
            ),
            opt('reembolsos', 'any'),
            one('pagos', 'any'),
          ]),
        ),
      ]),
    ),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: true, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['2.0.0'] } },
  ],
);

/** guiaRemision 1.1.0 (GuiaRemision_V1.1.0.xsd): no amounts; one destinatario per delivery. */
const guiaRemision = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoGuiaRemision',
      complex([
        opt('dirEstablecimiento', text(300)),
        one('dirPartida', text(300)),
        one('razonSocialTransportista', text(300)),
        one('tipoIdentificacionTransportista', tipoIdentificacion),
        one('rucTransportista', text(20)),
        opt('rise', anyText(40)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        one('fechaIniTransporte', fecha),
        one('fechaFinTransporte', fecha),
        one('placa', text(20)),
      ]),
    ),
    one(
      'destinatarios',
      complex([
        many(
          'destinatario',
          complex([
            one('identificacionDestinatario', text(20)),
            one('razonSocialDestinatario', text(300)),
            one('dirDestinatario', text(300)),
            one('motivoTraslado', text(300)),
            opt('docAduaneroUnico', text(20)),
            opt('codEstabDestino', pattern(/^[0-9]{3}$/)),
            opt('ruta', text(300)),
            opt('codDocSustento', pattern(/^[0-9]{2}$/)),
            opt('numDocSustento', pattern(/^[0-9]{3}-[0-9]{3}-[0-9]{9}$/)),
            opt('numAutDocSustento', pattern(/^[0-9]{10,49}$/)),
            opt('fechaEmisionDocSustento', fecha),
            one(
              'detalles',
              complex([
                many(
                  'detalle',
                  complex([
                    opt('codigoInterno', text(25)),
                    opt('codigoAdicional', text(25)),
                    one('descripcion', text(300)),
                    one('cantidad', decimal(18, 6)),
                    opt('detallesAdicionales', detallesAdicionales),
                  ]),
                ),
              ]),
            ),
          ]),
        ),
      ]),
    ),
    opt('maquinaFiscal', 'any'),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: true, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['1.1.0'] } },
  ],
);

/** liquidacionCompra 1.1.0 (LiquidacionCompra_V1.1.0.xsd): a factura's figures with the proveedor, IVA only. */
const impuestoIva = (extra: Particle[]) =>
  complex([one('codigo', pattern(/^2$/)), one('codigoPorcentaje', pattern(/^[0-9]{1,4}$/)), ...extra]);

const liquidacionCompra = complex(
  [
    one('infoTributaria', infoTributaria),
    one(
      'infoLiquidacionCompra',
      complex([
        one('fechaEmision', fecha),
        opt('dirEstablecimiento', text(300)),
        opt('contribuyenteEspecial', pattern(/^[A-Za-z0-9]{3,13}$/)),
        opt('obligadoContabilidad', { enumeration: ['SI', 'NO'] }),
        one('tipoIdentificacionProveedor', tipoIdentificacion),
        one('razonSocialProveedor', text(300)),
        one('identificacionProveedor', text(20)),
        opt('direccionProveedor', text(300)),
        one('totalSinImpuestos', money),
        one('totalDescuento', money),
        opt('codDocReembolso', pattern(/^[0-9]{2}$/)),
        opt('totalComprobantesReembolso', money),
        opt('totalBaseImponibleReembolso', money),
        opt('totalImpuestoReembolso', money),
        one(
          'totalConImpuestos',
          complex([
            many(
              'totalImpuesto',
              impuestoIva([
                opt('descuentoAdicional', money),
                one('baseImponible', money),
                opt('tarifa', decimal(4, 2)),
                one('valor', money),
              ]),
            ),
          ]),
        ),
        one('importeTotal', money),
        opt('moneda', text(15)),
        opt('pagos', pagos),
      ]),
    ),
    one(
      'detalles',
      detalles(impuestoIva([one('tarifa', decimal(4, 2)), one('baseImponible', money), one('valor', money)])),
    ),
    opt('reembolsos', 'any'),
    opt('tipoNegociable', 'any'),
    opt('maquinaFiscal', 'any'),
    opt('infoAdicional', infoAdicional),
  ],
  [
    { name: 'id', required: true, type: { enumeration: ['comprobante'] } },
    { name: 'version', required: true, type: { enumeration: ['1.1.0'] } },
  ],
);

/** Root element name -> model and codDoc. */
export const DOCUMENT_MODELS: Record<string, { model: ComplexType; codDoc: string }> = {
  factura: { model: { ...factura, allowSignature: true }, codDoc: '01' },
  notaCredito: { model: { ...notaCredito, allowSignature: true }, codDoc: '04' },
  notaDebito: { model: { ...notaDebito, allowSignature: true }, codDoc: '05' },
  comprobanteRetencion: { model: { ...comprobanteRetencion, allowSignature: true }, codDoc: '07' },
  guiaRemision: { model: { ...guiaRemision, allowSignature: true }, codDoc: '06' },
  liquidacionCompra: { model: { ...liquidacionCompra, allowSignature: true }, codDoc: '03' },
};
