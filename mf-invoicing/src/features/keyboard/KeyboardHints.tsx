const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700 shadow-sm';

/** The counter works from the keyboard: a short reminder of how. */
export function KeyboardHints() {
  return (
    <aside
      aria-label="Atajos de teclado"
      className="hidden rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 lg:block"
    >
      <ul className="flex flex-col gap-1.5">
        <li>
          <kbd className={kbd}>Enter</kbd> en el número de documento busca al cliente.
        </li>
        <li>
          <kbd className={kbd}>Enter</kbd> pasa al siguiente campo de la fila; en el impuesto agrega la línea.
        </li>
        <li>
          <kbd className={kbd}>Ctrl</kbd> + <kbd className={kbd}>Enter</kbd> agrega la línea desde cualquier campo.
        </li>
        <li>
          <kbd className={kbd}>Ctrl</kbd> + <kbd className={kbd}>Enter</kbd> con la fila vacía envía el documento.
        </li>
        <li>
          <kbd className={kbd}>F2</kbd> edita la última línea; <kbd className={kbd}>Alt</kbd> +{' '}
          <kbd className={kbd}>↑</kbd> / <kbd className={kbd}>↓</kbd> cambia de línea; <kbd className={kbd}>Esc</kbd>{' '}
          vuelve al código.
        </li>
        <li>
          <kbd className={kbd}>F4</kbd> muestra el código QR para que el cliente escriba sus datos en su teléfono.
        </li>
        <li>
          Con el modo escáner, <kbd className={kbd}>3*CÓDIGO</kbd> agrega 3 unidades y escanear de nuevo un código suma
          a su línea.
        </li>
        <li>
          Con el modo escáner, <kbd className={kbd}>Enter</kbd> en el código agrega el producto registrado, y en el
          código vacío envía el documento.
        </li>
      </ul>
    </aside>
  );
}
