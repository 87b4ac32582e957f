/** What the sign-in page says (no zod: the page shows it before any request, see ../texts.ts). */

/** Default login failure text (spec 01 §8). */
export const LOGIN_FAILED_MESSAGE = 'Credenciales incorrectas. Por favor, inténtalo nuevamente.';
/** Where the screens send a merchant without an account. */
export const REGISTRO_LINK_TEXT = '¿No tiene cuenta? Regístrese gratis';
