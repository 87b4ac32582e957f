import { runtimeConfig } from '@facturador/shared/api';
import { Link } from 'react-router-dom';

const QUICK_LINKS = [
  { label: 'Inicio', to: '/#hero' },
  { label: 'Características', to: '/#caracteristicas' },
  { label: 'Precios', to: '/#planes' },
  { label: 'Testimonios', to: '/#testimonios' },
];

/** The social networks are not live yet (spec 01 §1: placeholders); they point at the landing page. */
const SOCIAL_LINKS = ['Facebook', 'Instagram', 'LinkedIn'];

export function Footer() {
  const { contacto } = runtimeConfig();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-12 md:grid-cols-3">
        <div>
          <p className="text-xl font-extrabold text-white">Facturador</p>
          <p className="mt-2 text-sm">Simplificamos la facturación electrónica para que te concentres en tu negocio.</p>
          <ul className="mt-4 flex gap-3 text-sm" aria-label="Redes sociales">
            {SOCIAL_LINKS.map((name) => (
              <li key={name}>
                <a href="/#hero" className="hover:text-white">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Enlaces rápidos">
          <p className="font-semibold text-white">Enlaces rápidos</p>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic">
          <p className="font-semibold text-white">Contacto</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>Portoviejo, Manabi, Ecuador</li>
            <li>
              <a href={`tel:${contacto.telefono.replace(/\s+/g, '')}`} className="hover:text-white">
                {contacto.telefono}
              </a>
            </li>
            <li>
              <a href={`mailto:${contacto.email}`} className="hover:text-white">
                {contacto.email}
              </a>
            </li>
          </ul>
        </address>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Facturador. Todos los derechos reservados.
      </p>
    </footer>
  );
}
