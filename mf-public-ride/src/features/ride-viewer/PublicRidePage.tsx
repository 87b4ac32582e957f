import { useParams } from 'react-router-dom';

/** /descargar-factura/{clave}: public, protected only by knowing the key (spec 02 §2). */
export function PublicRidePage() {
  const { clave = '' } = useParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Visualiza tu factura</h1>
      <p className="text-slate-600">Haz clic en el botón para ver la factura</p>
      <p className="break-all font-mono text-xs text-slate-500">
        <span className="sr-only">Clave de acceso: </span>
        {clave}
      </p>
      <button type="button" className="rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white hover:bg-blue-700">
        Ver factura
      </button>
    </section>
  );
}
