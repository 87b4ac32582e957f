// Plain ESM, so the production launcher (plain Node, e2e/scripts/production/nginx-config.mjs) puts the
// very same message in nginx's answer when no API instance answers. Screens and API read it through
// errors.ts.

/** 503: the database (or another part the API needs) is unreachable for a moment; a retry may succeed. */
export const SERVICIO_NO_DISPONIBLE_MESSAGE = 'El servicio no está disponible en este momento; intente de nuevo.';
