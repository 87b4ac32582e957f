import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, unusable with isolatedModules); also the library's default.
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(clave: string): Promise<string> {
  return hash(clave, OPTIONS);
}

// Verified when the user does not exist, so an unknown usuario takes as long as a wrong clave.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(claveHash: string | null, clave: string): Promise<boolean> {
  if (claveHash === null) {
    dummyHash ??= hashPassword('usuario-inexistente');
    await verify(await dummyHash, clave).catch(() => false);
    return false;
  }
  return verify(claveHash, clave).catch(() => false);
}
