/** A testimonial of spec 01 §1: nombre, rol, cita. */
export type Testimonial = { nombre: string; rol: string; cita: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    nombre: 'María Fernanda Zambrano',
    rol: 'Dueña de Ferretería El Constructor, Portoviejo',
    cita: 'Antes me pasaba la tarde llenando facturas. Ahora las emito en segundos desde la tablet del mostrador y el SRI las autoriza al momento.',
  },
  {
    nombre: 'Carlos Mendoza',
    rol: 'Contador independiente, Manta',
    cita: 'Llevo la facturación de varios clientes y los cálculos del IVA siempre cuadran. Me ahorra horas de revisión cada mes.',
  },
  {
    nombre: 'Gabriela Intriago',
    rol: 'Emprendedora, tienda de ropa en Chone',
    cita: 'Facturo y controlo el inventario en el mismo lugar. Sé exactamente qué tengo en bodega sin contar prenda por prenda.',
  },
  {
    nombre: 'Luis Cedeño',
    rol: 'Propietario de Minimarket Cedeño, Jipijapa',
    cita: 'Mis clientes reciben la factura en su correo al instante. El negocio se ve más profesional y ya no gasto en talonarios.',
  },
  {
    nombre: 'Andrea Vera',
    rol: 'Odontóloga, Quito',
    cita: 'Empecé con el plan gratuito y, cuando creció el consultorio, pasé al Profesional. El soporte siempre me responde rápido.',
  },
];
