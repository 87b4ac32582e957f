import type { FastifyPluginAsync } from 'fastify';
import { readiness } from '../../services/health/readiness';

export const NO_LISTA_MESSAGE = 'La API no está lista: ';
const CHECK_NAMES = { baseDeDatos: 'base de datos', migraciones: 'migraciones', tareas: 'tareas en segundo plano' };

/** Probes for load balancers, systemd and Kubernetes: no token, nothing secret in the answers. */
const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/health',
    { config: { public: true }, schema: { tags: ['operación'], summary: 'El proceso está vivo' } },
    async () => ({ estado: 'ok' }),
  );

  fastify.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['operación'],
        summary: 'Lista para atender: base de datos alcanzable, migraciones aplicadas, tareas en marcha (503 si no)',
      },
    },
    async (_request, reply) => {
      const comprobaciones = await readiness(fastify);
      const failed = Object.entries(comprobaciones)
        .filter(([, ok]) => !ok)
        .map(([name]) => CHECK_NAMES[name as keyof typeof CHECK_NAMES]);
      if (failed.length) {
        return reply
          .status(503)
          .send({ error: { message: `${NO_LISTA_MESSAGE}${failed.join(', ')}` }, comprobaciones });
      }
      return { estado: 'lista', comprobaciones };
    },
  );
};

export default healthRoutes;
