import type { FastifyPluginAsync } from 'fastify';
import almacenes from './almacenes';
import facturas from './facturas';
import items from './items';
import login from './login';
import movimientos from './movimientos';
import persona from './persona';
import productos from './productos';
import user from './user';

/** Every /api route, one folder per resource. */
const apiRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(login);
  await fastify.register(user);
  await fastify.register(productos);
  await fastify.register(almacenes);
  await fastify.register(items);
  await fastify.register(movimientos);
  await fastify.register(persona);
  await fastify.register(facturas);
};

export default apiRoutes;
