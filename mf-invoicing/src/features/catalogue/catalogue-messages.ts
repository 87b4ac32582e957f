/** What the invoice screen says when part of its catalogue does not load (beyond the spec: it was only logged). */
export const PRODUCTOS_LOAD_ERROR = 'No se pudo cargar el catálogo de productos';
export const ALMACENES_LOAD_ERROR = 'No se pudieron cargar los almacenes';
export const ITEMS_LOAD_ERROR = 'No se pudieron cargar los items del almacén';
