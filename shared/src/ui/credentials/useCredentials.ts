import type { LoginRequest } from '@facturador/shared/domain';
import { useState } from 'react';

/** What POST /api/login receives: the user name without the spaces around it, the password as typed. */
export const loginRequest = (usuario: string, clave: string): LoginRequest => ({ usuario: usuario.trim(), clave });

/** The typed user name and password of a sign-in form (the shell's login, the «Sesión vencida» dialog). */
export function useCredentials(initialUsuario = '') {
  const [usuario, setUsuario] = useState(initialUsuario);
  const [clave, setClave] = useState('');
  return {
    usuario,
    clave,
    setUsuario,
    setClave,
    /** A refused sign-in empties the password only: the user name stays for the next try. */
    clearClave: () => setClave(''),
  };
}

export type Credentials = ReturnType<typeof useCredentials>;
