import { lookupContribuyente } from '@facturador/shared/api';
import { type Contribuyente, checkCedulaRuc, direccionMatriz } from '@facturador/shared/domain';
import { useRef, useState } from 'react';

export const RUC_ENCONTRADO_MESSAGE = 'Datos completados desde el catastro del SRI: revíselos antes de continuar.';

/** What the registry says of a RUC, as the sign-up form's fields. */
export const signUpFieldsFrom = (contribuyente: Contribuyente) => ({
  razonSocial: contribuyente.razonSocial,
  nombreComercial: contribuyente.nombreComercial,
  dirMatriz: direccionMatriz(contribuyente),
  regimen: contribuyente.regimen,
  obligadoContabilidad: contribuyente.obligadoContabilidad,
});

/**
 * Looks a complete, valid RUC up in the SRI's registry once (on leaving the field). Unknown RUCs and an
 * unreachable registry leave the form as it is: the merchant types the data.
 */
export function useRucRegistry(onFound: (fields: ReturnType<typeof signUpFieldsFrom>) => void) {
  const last = useRef('');
  const [notice, setNotice] = useState<string | null>(null);
  const lookup = (ruc: string) => {
    const value = ruc.trim();
    if (value === last.current || value.length !== 13 || !checkCedulaRuc(value).valid) return;
    last.current = value;
    lookupContribuyente(value)
      .then((contribuyente) => {
        if (!contribuyente || last.current !== value) return;
        onFound(signUpFieldsFrom(contribuyente));
        setNotice(RUC_ENCONTRADO_MESSAGE);
      })
      .catch(() => {});
  };
  return { lookup, notice };
}
