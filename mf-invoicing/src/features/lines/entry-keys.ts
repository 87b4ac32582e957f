/** The entry row's fields, in the Enter order of spec 01 §2. */
export type EntryFieldName = 'codigo' | 'nombre' | 'serie' | 'precio' | 'cantidad' | 'descuento' | 'impuesto';

/** Where Enter goes from each field (the tax adds the line instead). */
export function nextField(
  name: Exclude<EntryFieldName, 'impuesto'>,
  state: { serialEnabled: boolean; quantityDisabled: boolean },
): EntryFieldName {
  switch (name) {
    case 'codigo':
      return 'nombre';
    case 'nombre':
      return state.serialEnabled ? 'serie' : 'precio';
    case 'serie':
      return 'precio';
    case 'precio':
      return state.quantityDisabled ? 'descuento' : 'cantidad';
    case 'cantidad':
      return 'descuento';
    case 'descuento':
      return 'impuesto';
  }
}
