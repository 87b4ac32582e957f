import { ShellLink } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';

/** Frame of an admin section: its real title and navigation, filled in by the admin screens issue. */
export function SectionPage({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <nav aria-label="Accesos" className="mt-4 flex gap-4 text-sm">
        <Link to="/" className="text-blue-700 underline">
          Inicio de administración
        </Link>
        <ShellLink to="/nueva-factura" className="text-blue-700 underline">
          Emitir una factura
        </ShellLink>
      </nav>
    </section>
  );
}
