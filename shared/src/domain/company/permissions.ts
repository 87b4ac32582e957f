/** 403 answers of the server-side permission checks (the admin area shows the same texts). */
export const SIN_PERMISO_INVENTARIO_MESSAGE = 'No tiene permiso para usar el inventario.';
export const SIN_PERMISO_ADMINISTRAR_MESSAGE = 'No tiene permiso para administrar la empresa ni sus usuarios.';
/** Title of the page the admin area shows on a route the user may not open. */
export const SIN_PERMISO_TITULO = 'No tiene permiso';
