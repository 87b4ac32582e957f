import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmissionConfig } from '../../../config';
import { CertificateStore, ensureDemoCertificates, secretBox } from '../../../services/emission/certificates';
import { returnStockOfRejected } from '../../../services/emission/rejected-stock';
import { snapshotRideEmisor } from '../../../services/emission/ride-snapshot';
import { EmissionService } from '../../../services/emission/spine/emit';
import { SriPipeline } from '../../../services/emission/sri-pipeline';

export interface Emission {
  config: EmissionConfig;
  service: EmissionService;
  pipeline: SriPipeline;
  /** The emisores' signing keys (the retenciones' issuer signs with them too). */
  certificates: CertificateStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    emission: Emission;
  }
}

/**
 * Emission to SRI: the `POST /api/facturar` service, the SRI pipeline and its jobs. When the app is
 * ready it gives the demo emisores their test certificates and, in the background, re-enqueues every
 * document left on its way to SRI (a restart loses none); then it sweeps for such documents every
 * SRI_SWEEP_INTERVAL_MS.
 */
async function emissionPlugin(fastify: FastifyInstance) {
  const config = fastify.config.emission;
  const box = secretBox(fastify.secrets.certEncryptionKey);
  const pipeline = new SriPipeline(fastify.db, fastify.jobs, config, fastify.log, fastify.stopping);
  await pipeline.defineQueues();
  // A rejected invoice never became a sale: its stock comes back (docs/emision-y-simulador.md).
  pipeline.onRejected(returnStockOfRejected);
  // The RIDE is the authorized document: its logo is kept as it was at authorization (issue #24).
  pipeline.onAuthorized(snapshotRideEmisor);
  const certificates = new CertificateStore(fastify.db, box);
  const service = new EmissionService(fastify.db, certificates, pipeline);
  fastify.decorate('emission', { config, service, pipeline, certificates });

  let sweep: NodeJS.Timeout | undefined;
  // One recovery at a time; the start-up one runs while the API already serves (a large backlog
  // must not hold the start past Fastify's plugin timeout); closing stops it after its current page
  // (the next start or sweep goes on from there).
  let recovering: Promise<void> | undefined;
  const closing = new AbortController();
  const recover = (what: string) => {
    recovering ??= pipeline
      .recover(closing.signal)
      .then((found) => {
        if (found) fastify.log.info(`${what}: ${found} documento(s) pendiente(s) con el SRI retomado(s)`);
      })
      .catch((error) => fastify.log.error({ err: error }, what))
      .finally(() => {
        recovering = undefined;
      });
  };
  fastify.addHook('onReady', async () => {
    const certificates = await ensureDemoCertificates(fastify.db, box);
    if (certificates)
      fastify.log.info(`firma electrónica de prueba generada para ${certificates} emisor(es) de demostración`);
    recover('recuperación al iniciar');
    if (config.sweepIntervalMs > 0) {
      sweep = setInterval(() => recover('barrido de documentos'), config.sweepIntervalMs);
      sweep.unref();
    }
  });
  fastify.addHook('onClose', async () => {
    clearInterval(sweep);
    closing.abort();
    await recovering;
  });
}

export default fp(emissionPlugin, { name: 'emission', dependencies: ['db', 'jobs'] });
