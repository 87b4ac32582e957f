import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="mx-auto my-16 max-w-lg px-6 text-center">
      <p className="text-6xl font-extrabold text-blue-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="mt-2 text-slate-600">La dirección que buscas no existe o fue movida.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white">
        Volver al inicio
      </Link>
    </section>
  );
}
