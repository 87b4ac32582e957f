import {
  certificadoNoAcreditadoAviso,
  entidadAcreditada,
  produccionCertificadoNoAcreditadoMessage,
} from '@facturador/shared/domain/settings';
import { describe, expect, it } from 'vitest';
import { useEmissionApi } from '../emission/helpers';
import { opensslP12, signUp, upload } from './helpers';

/**
 * Issue #24 §3: with the real SRI endpoints configured (SRI_URL unset), a self-signed certificate is
 * taken with a warning but cannot take the company to PRODUCCIÓN. Nothing here calls the SRI.
 */
const ctx = useEmissionApi({ SRI_URL: '' });

describe('certificates for PRODUCCIÓN against the real SRI', () => {
  it('warns at upload and refuses the switch with a 409 for an issuer not accredited in Ecuador', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const { p12 } = opensslP12('firma-propia', { commonName: 'FIRMA PROPIA' });
    const uploaded = await upload(client, '/api/emisor/certificado', p12, { clave: 'firma-propia' }, 'firma.p12');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.certificado.entidadAcreditada).toBeNull();
    expect(uploaded.body.aviso).toBe(certificadoNoAcreditadoAviso(uploaded.body.certificado.emisor));

    const refused = await client.put('/api/emisor', { ambiente: 2, confirmarProduccion: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(produccionCertificadoNoAcreditadoMessage(uploaded.body.certificado.emisor));
    expect((await client.get('/api/emisor')).body.emisor.ambiente).toBe(1);
  });

  it('knows the accredited entities by their issuer names', () => {
    expect(entidadAcreditada('CN=AUTORIDAD DE CERTIFICACION SUBCA-2 SECURITY DATA,O=SECURITY DATA S.A. 2,C=EC')).toBe(
      'Security Data',
    );
    expect(entidadAcreditada('CN=AC BANCO CENTRAL DEL ECUADOR,OU=ENTIDAD DE CERTIFICACION DE INFORMACION-ECIBCE')).toBe(
      'Banco Central del Ecuador',
    );
    expect(entidadAcreditada('CN=UANATACA CA2 2021,O=UANATACA ECUADOR S.A.')).toBe('Uanataca Ecuador');
    expect(entidadAcreditada('CN=FIRMA PROPIA')).toBeNull();
  });
});
