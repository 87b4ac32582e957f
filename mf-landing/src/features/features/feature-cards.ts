import type { IconName } from '../../common/icons';

/** A feature card of spec 01 §1: titulo, descripcion, icono, color and its style classes. */
export type FeatureCard = {
  titulo: string;
  descripcion: string;
  icono: IconName;
  color: string;
  /** Full class names, written out so Tailwind finds them in the source. */
  clases: { icono: string; tarjeta: string };
};

/** The six features of spec 01 §1, in its order. */
export const FEATURE_CARDS: FeatureCard[] = [
  {
    titulo: 'Facturador web',
    descripcion:
      'Factura desde tu computadora o tablet sin instalar nada: solo necesitas un navegador y conexión a internet.',
    icono: 'monitor',
    color: 'blue',
    clases: { icono: 'bg-blue-100 text-blue-700', tarjeta: 'hover:border-blue-300' },
  },
  {
    titulo: 'Control de inventario',
    descripcion:
      'Tu inventario se actualiza con cada factura y nota de crédito, así siempre sabes cuánto te queda en bodega.',
    icono: 'boxes',
    color: 'emerald',
    clases: { icono: 'bg-emerald-100 text-emerald-700', tarjeta: 'hover:border-emerald-300' },
  },
  {
    titulo: 'Rapidez',
    descripcion: 'Emite una factura en menos de 30 segundos: eliges al cliente, agregas los productos y listo.',
    icono: 'bolt',
    color: 'amber',
    clases: { icono: 'bg-amber-100 text-amber-700', tarjeta: 'hover:border-amber-300' },
  },
  {
    titulo: 'Envío automático por correo',
    descripcion:
      'Con un solo clic tu cliente recibe su factura electrónica en el correo, sin reenviar archivos a mano.',
    icono: 'mail',
    color: 'violet',
    clases: { icono: 'bg-violet-100 text-violet-700', tarjeta: 'hover:border-violet-300' },
  },
  {
    titulo: 'Cálculo automático de impuestos',
    descripcion: 'IVA, ICE, IRBPNR y retenciones calculados automáticamente según la normativa tributaria ecuatoriana.',
    icono: 'calculator',
    color: 'rose',
    clases: { icono: 'bg-rose-100 text-rose-700', tarjeta: 'hover:border-rose-300' },
  },
  {
    titulo: 'Seguridad de datos',
    descripcion: 'Tu información y tu firma electrónica quedan protegidas con cifrado de nivel empresarial.',
    icono: 'shield',
    color: 'cyan',
    clases: { icono: 'bg-cyan-100 text-cyan-700', tarjeta: 'hover:border-cyan-300' },
  },
];
