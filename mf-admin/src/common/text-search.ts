/** Lower case without accents: 'Almacén' matches 'almacen'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Client-side search (spec 02 §2): true when any of the fields contains the query. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = normalizeText(query);
  if (!needle) return true;
  return fields.some((field) => field && normalizeText(field).includes(needle));
}
