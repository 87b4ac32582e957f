/** A plan card of spec 01 §9. */
export type Plan = {
  nombre: string;
  /** Shown as one text, e.g. `$6.99/mes`. */
  precio: string;
  periodo: '/mes' | '/año';
  descripcion: string;
  beneficios: string[];
  /** Badge on the card, e.g. `MÁS POPULAR`. */
  etiqueta?: string;
  /** Savings line, e.g. `Ahorras un 17%`. */
  ahorro?: string;
  destacado?: boolean;
};

const PRO_BENEFITS = [
  'Documentos ilimitados',
  'Inventario ilimitado',
  'Soporte prioritario por correo electrónico',
  'Notificaciones de inventario',
  'RIDE personalizable',
];

export const PLANS: Plan[] = [
  {
    nombre: 'Gratis',
    precio: '$0',
    periodo: '/mes',
    descripcion: 'Para empezar a facturar sin costo.',
    beneficios: ['10 documentos al mes', '20 productos en inventario', 'Soporte por correo electrónico'],
  },
  {
    nombre: 'Profesional',
    precio: '$6.99',
    periodo: '/mes',
    descripcion: 'Para negocios que facturan todos los días.',
    beneficios: PRO_BENEFITS,
    etiqueta: 'MÁS POPULAR',
    destacado: true,
  },
  {
    nombre: 'Anual Pro',
    precio: '$49.99',
    periodo: '/año',
    descripcion: 'Todo lo del plan Profesional con un solo pago al año.',
    beneficios: [...PRO_BENEFITS, 'Un solo pago anual'],
    ahorro: 'Ahorras un 17%',
  },
];

/** The prefilled chat message of a plan button: it names the plan so sales knows what to offer. */
export function planMessage(plan: Plan): string {
  return `Hola, me interesa el plan ${plan.nombre} (${plan.precio}${plan.periodo}) de Facturador. ¿Me pueden dar más información?`;
}

/** The prefilled chat message of the 'Contáctanos' link for custom plans. */
export const CUSTOM_PLAN_MESSAGE = 'Hola, necesito un plan personalizado de Facturador para mi empresa.';
