import { useUserInfo } from '@facturador/shared/api';
import type { Ambiente } from '@facturador/shared/domain';
import { useMemo, useState } from 'react';

const storageKey = (ruc: string, usuario: string) => `facturador.ambienteVista.${ruc}.${usuario}`;

function stored(key: string | null): Ambiente | undefined {
  if (!key) return undefined;
  try {
    const value = localStorage.getItem(key);
    return value === '1' || value === '2' ? (Number(value) as Ambiente) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ambiente of the money screens (resumen, reporte, cuentas por cobrar): the user's last choice, kept in
 * this browser for every one of them; without one, none is asked for and the API answers the company's own
 * (PRUEBAS until it switches to PRODUCCIÓN). `shown(answered)` is what the screen says it shows.
 */
export function useAmbienteVista() {
  const { user } = useUserInfo();
  const key = user ? storageKey(user.ruc, user.usuario) : null;
  const remembered = useMemo(() => stored(key), [key]);
  const [chosen, setChosen] = useState<Ambiente | undefined>(undefined);
  const pedido = chosen ?? remembered;

  const choose = (ambiente: Ambiente) => {
    setChosen(ambiente);
    try {
      if (key) localStorage.setItem(key, String(ambiente));
    } catch {
      // Private mode: the choice lasts while the page is open.
    }
  };
  const shown = (answered: Ambiente | undefined): Ambiente => answered ?? pedido ?? user?.empresa?.ambiente ?? 2;
  return { pedido, choose, shown };
}
