import { Icon } from '../../common/icons';

const SAMPLE_LINES = [
  { descripcion: 'Cemento Holcim 50 kg', cantidad: 4, total: '34.00' },
  { descripcion: 'Varilla corrugada 12 mm', cantidad: 6, total: '51.60' },
  { descripcion: 'Clavos 2" (libra)', cantidad: 3, total: '4.50' },
];

/**
 * A sample authorised invoice drawn in HTML: it shows what the product makes without an image to
 * download or to size. Decorative, so it is hidden from assistive technology.
 */
export function InvoicePreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-8 bg-[radial-gradient(closest-side,rgb(103_232_249/0.35),transparent)]" />
      <div className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-900/5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Factura</p>
            <p className="font-mono text-sm font-semibold">001-001-000000123</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <Icon name="check" size={14} />
            AUTORIZADA
          </span>
        </div>
        <div className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="font-medium">Ferretería El Constructor</p>
          <p className="text-slate-500">RUC 1391234567001</p>
        </div>
        <table className="mt-4 w-full text-sm">
          <tbody>
            {SAMPLE_LINES.map((line) => (
              <tr key={line.descripcion} className="border-b border-slate-100">
                <td className="py-2 pr-2">{line.descripcion}</td>
                <td className="py-2 pr-2 text-right text-slate-500">×{line.cantidad}</td>
                <td className="py-2 text-right font-medium tabular-nums">${line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between text-slate-500">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">$90.10</dd>
          </div>
          <div className="flex justify-between text-slate-500">
            <dt>IVA 15%</dt>
            <dd className="tabular-nums">$13.52</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums">$103.62</dd>
          </div>
        </dl>
        <div className="mt-4 flex items-center gap-2 rounded-lg bg-blue-50 px-3 py-2 text-xs font-medium text-blue-800">
          <Icon name="mail" size={16} />
          Enviada al correo del cliente
        </div>
      </div>
      <div className="absolute top-24 -right-3 hidden items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-xl ring-1 ring-slate-900/5 sm:flex">
        <span className="grid h-8 w-8 place-items-center rounded-full bg-amber-100 text-amber-700">
          <Icon name="bolt" size={18} />
        </span>
        Emitida en 28 segundos
      </div>
    </div>
  );
}
