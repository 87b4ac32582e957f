import { ShellLink } from '@facturador/shared/ui';

export function Hero() {
  return (
    <section id="hero" className="bg-gradient-to-br from-blue-700 to-indigo-800 px-6 py-20 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">Tu factura electrónica profesional en 30 segundos</h1>
        <p className="mt-4 text-lg text-blue-100">
          Sin tarjeta de crédito. Conexión directa con el SRI para facturas y notas de crédito.
        </p>
        <ShellLink
          to="/login"
          className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
        >
          Empieza gratis
        </ShellLink>
      </div>
    </section>
  );
}
