import type { FastifyPluginAsync } from 'fastify';
import almacenes from './almacenes';
import autorizacionManual from './autorizacion_manual';
import clientes from './clientes';
import dashboard from './dashboard';
import emisor from './emisor';
import establecimientos from './establecimientos';
import facturaRide from './factura_ride';
import facturaXml from './factura_xml';
import facturar from './facturar';
import facturas from './facturas';
import items from './items';
import login from './login';
import movimientos from './movimientos';
import persona from './persona';
import productos from './productos';
import puntos from './puntos';
import recepcionManual from './recepcion_manual';
import registro from './registro';
import reportes from './reportes';
import user from './user';
import usuarios from './usuarios';

/** Every /api route, one folder per resource. */
const apiRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(login);
  await fastify.register(user);
  await fastify.register(productos);
  await fastify.register(almacenes);
  await fastify.register(items);
  await fastify.register(movimientos);
  await fastify.register(persona);
  await fastify.register(clientes);
  await fastify.register(facturas);
  await fastify.register(facturar);
  await fastify.register(recepcionManual);
  await fastify.register(autorizacionManual);
  await fastify.register(facturaRide);
  await fastify.register(facturaXml);
  await fastify.register(registro);
  await fastify.register(reportes);
  await fastify.register(dashboard);
  await fastify.register(emisor);
  await fastify.register(establecimientos);
  await fastify.register(puntos);
  await fastify.register(usuarios);
};

export default apiRoutes;
