import { AGENTE_RETENCION_HINT, type EmisorSettings } from '@facturador/shared/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CompanyForm } from './CompanyForm';

afterEach(cleanup);

const emisor: EmisorSettings = {
  ruc: '1312456781001',
  razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES',
  nombreComercial: 'Comercial El Manaba',
  dirMatriz: 'Av. Manabí y Calle Olmedo, Portoviejo',
  email: 'facturacion@elmanaba.ec',
  obligadoContabilidad: false,
  contribuyenteEspecial: '',
  agenteRetencion: '',
  regimen: 'RIMPE EMPRENDEDOR',
  ambiente: 1,
  plan: 'profesional',
  cobraIce: false,
  logo: null,
  certificado: null,
  uso: {
    mes: '2026-12',
    documentosProduccion: { usados: 0, maximo: null },
    productosInventariados: { usados: 0, maximo: null },
  },
};

it('says under «Agente de retención» which number it takes, with an example', () => {
  render(<CompanyForm emisor={emisor} onSaved={() => undefined} />);
  const field = screen.getByLabelText('Agente de retención (número de resolución)');
  expect(field.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    AGENTE_RETENCION_HINT,
  );
  expect(AGENTE_RETENCION_HINT).toContain('de 1 a 8 dígitos: para NAC-DNCRASC20-00000001 escriba 1');
});
