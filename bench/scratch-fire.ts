import { buildInvoicePayload } from '@facturador/shared/domain';
import autocannon from 'autocannon';
const url = 'http://127.0.0.1:4198';
const { token } = await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'demo', clave: 'demo1234' }) })).json();
const body = buildInvoicePayload({ ambiente: 1, registrar_comprador: true, tipo_identificacion: '05', comprador_cedula: '1710034065', comprador_nombres: 'X Y', comprador_email: 'a@b.ec', infoAdicional: [], productos: [{ producto_codigo: 'S1', producto_nombre: 'Servicio', producto_precio: 10, producto_cantidad: 1, producto_descuento: 0, producto_impuesto: 'IVA 15%' }] });
const result = await autocannon({ url: `${url}/api/facturar`, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), duration: Number(process.env.D ?? 8), connections: Number(process.env.C ?? 16) });
console.log(Math.round(result.requests.average), 'req/s', 'p50', result.latency.p50, 'p99', result.latency.p99, 'non2xx', result.non2xx, 'errors', result.errors, 'timeouts', result.timeouts);
