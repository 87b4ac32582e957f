import { AGENTE_RETENCION_HINT } from '@facturador/shared/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { emisorSettings } from '../../../test-support/company';
import { CompanyForm } from './CompanyForm';

afterEach(cleanup);

const emisor = emisorSettings();

it('says under «Agente de retención» which number it takes, with an example', () => {
  render(<CompanyForm emisor={emisor} onSaved={() => undefined} />);
  const field = screen.getByLabelText('Agente de retención (número de resolución)');
  expect(field.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    AGENTE_RETENCION_HINT,
  );
  expect(AGENTE_RETENCION_HINT).toContain('de 1 a 8 dígitos: para NAC-DNCRASC20-00000001 escriba 1');
});
