import { parseClaveAcceso } from '@facturador/shared/domain';
import { RETENCION_DUPLICADA_MESSAGE } from '@facturador/shared/domain/withholdings';
import { describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { customerWithholding, fictitiousCertificate } from '../../src/testing/customer-withholding';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';

const ctx = useEmissionApi();

const AGENTE = {
  ruc: '1790012344001',
  razonSocial: 'CONSTRUCTORA ANDINA S.A.',
  dirMatriz: 'Av. Amazonas N34-120, Quito',
};

/** A retención withholding the whole base and IVA of an authorized invoice: a second copy exceeds both. */
async function fullWithholding() {
  const body = invoiceBody({
    tipo_identificacion: '04',
    comprador_cedula: AGENTE.ruc,
    comprador_nombres: AGENTE.razonSocial,
    comprador_direccion: AGENTE.dirMatriz,
    productos: [line('SRV-INST', 'Instalación de equipos', 100)],
  });
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  const key = parseClaveAcceso(claveAcceso)!;
  return customerWithholding({
    agente: AGENTE,
    certificate: fictitiousCertificate(AGENTE),
    sujeto: demoEmisor,
    ambiente: 1,
    secuencial: 700,
    fechaEmision: new Date(),
    facturas: [
      {
        numero: key.numeroDocumento,
        fechaEmision: key.fechaEmision,
        totalSinImpuestos: 100,
        baseGravada: 100,
        iva: 15,
        importeTotal: 115,
        renta: { codigo: '3440', porcentaje: 2.75 },
        ivaRetenido: { codigo: '1', porcentaje: 30 },
      },
    ],
  });
}

describe('concurrent registrations of one received retención', () => {
  it('stores it once and answers every other request 409 «ya registrada», never the base check', async () => {
    const retencion = await fullWithholding();
    ctx.sim.publish(retencion.xml);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.demo.post('/api/retenciones-recibidas', { claveAcceso: retencion.claveAcceso }),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 201 || answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 201 && answer.status !== 200);
    expect(stored).toHaveLength(1);
    expect(refused.map((answer) => [answer.status, answer.body.error?.message])).toEqual(
      Array.from({ length: 9 }, () => [409, RETENCION_DUPLICADA_MESSAGE]),
    );
    expect(RETENCION_DUPLICADA_MESSAGE).toBe('Esta retención ya está registrada');
    const list = await ctx.demo.get('/api/retenciones-recibidas');
    expect(
      list.body.retenciones.filter((r: { claveAcceso: string }) => r.claveAcceso === retencion.claveAcceso),
    ).toHaveLength(1);
  });
});
