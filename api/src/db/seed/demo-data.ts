/** The demo catalogue (README, «Usuarios de demostración»). All identification numbers pass the SRI checks. */
import type { UnidadMedida } from '@facturador/shared/domain';

export const DEMO_PASSWORD = 'demo1234';

export const demoEmisor = {
  ruc: '1312456781001',
  razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES',
  nombreComercial: 'Comercial El Manaba',
  dirMatriz: 'Av. Manabí y Calle Olmedo, Portoviejo',
  obligadoContabilidad: false,
  regimen: 'RIMPE EMPRENDEDOR',
  email: 'facturacion@elmanaba.ec',
  // The demo company issues in both ambientes without plan limits.
  plan: 'profesional',
  ambiente: 2,
};

export const otherEmisor = {
  ruc: '1390012345001',
  razonSocial: 'MANTA MAR DISTRIBUCIONES S.A.',
  nombreComercial: 'Manta Mar',
  dirMatriz: 'Av. 4 de Noviembre y Calle 13, Manta',
  obligadoContabilidad: true,
  regimen: 'GENERAL',
  email: 'facturacion@mantamar.ec',
  plan: 'profesional',
  ambiente: 2,
  // A distributor that also bottles its own energy drink: it charges ICE (issue #21).
  cobraIce: true,
};

export const demoWarehouses = [
  {
    key: 'portoviejo',
    nombre: 'Bodega Principal',
    direccion: 'Av. Manabí y Calle Olmedo',
    ciudad: 'Portoviejo',
    responsable: 'Carlos Zambrano',
    telefono: '052630123',
  },
  {
    key: 'manta',
    nombre: 'Sucursal Manta',
    direccion: 'Av. Flavio Reyes y Calle 20',
    ciudad: 'Manta',
    responsable: 'Andrea Cedeño',
    telefono: '052621456',
  },
] as const;

export type DemoWarehouseKey = (typeof demoWarehouses)[number]['key'];

export const demoUsers = [
  { usuario: 'demo', usarInventario: true, cambiarAlmacen: true, administrar: true, almacen: 'portoviejo' },
  { usuario: 'vendedor', usarInventario: true, cambiarAlmacen: false, administrar: false, almacen: 'manta' },
  { usuario: 'simple', usarInventario: false, cambiarAlmacen: false, administrar: false, almacen: null },
] as const satisfies readonly {
  usuario: string;
  usarInventario: boolean;
  cambiarAlmacen: boolean;
  administrar: boolean;
  almacen: DemoWarehouseKey | null;
}[];

interface DemoProduct {
  codigo: string;
  nombre: string;
  descripcion: string;
  categoria: string;
  precio: number;
  unidad_medida: UnidadMedida;
  serializado: boolean;
  inventariado: boolean;
  stock_minimo: number;
  impuesto: 'IVA 15%' | 'IVA 0%';
  activo: boolean;
  /** IRBPNR per non-returnable plastic bottle (issue #21). */
  irbpnr?: boolean;
  botellasPorUnidad?: number;
  /** Initial stock per warehouse (non-serialized) ... */
  stock?: Partial<Record<DemoWarehouseKey, number>>;
  /** ... or serial numbers per warehouse (serialized). */
  series?: Partial<Record<DemoWarehouseKey, string[]>>;
}

const product = (p: Omit<DemoProduct, 'activo' | 'stock_minimo'> & Partial<DemoProduct>): DemoProduct => ({
  activo: true,
  stock_minimo: 0,
  ...p,
});

export const demoProducts: DemoProduct[] = [
  product({
    codigo: 'CEL-A15',
    nombre: 'Celular Samsung Galaxy A15',
    descripcion: '128 GB, 6 GB RAM, color negro',
    categoria: 'Tecnología',
    precio: 189.99,
    unidad_medida: 'unidad',
    serializado: true,
    inventariado: true,
    stock_minimo: 2,
    impuesto: 'IVA 15%',
    series: {
      portoviejo: ['SN-A15-0001', 'SN-A15-0002', 'SN-A15-0003'],
      manta: ['SN-A15-0004', 'SN-A15-0005'],
    },
  }),
  product({
    codigo: 'LAP-IP3',
    nombre: 'Laptop Lenovo IdeaPad 3',
    descripcion: 'Core i5, 8 GB RAM, 512 GB SSD',
    categoria: 'Tecnología',
    precio: 549,
    unidad_medida: 'unidad',
    serializado: true,
    inventariado: true,
    stock_minimo: 1,
    impuesto: 'IVA 15%',
    series: { portoviejo: ['LNV-IP3-1001', 'LNV-IP3-1002'], manta: ['LNV-IP3-1003'] },
  }),
  product({
    codigo: 'CEM-50',
    nombre: 'Cemento Holcim 50 kg',
    descripcion: 'Saco de cemento gris tipo GU',
    categoria: 'Construcción',
    precio: 8.25,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: true,
    stock_minimo: 20,
    impuesto: 'IVA 15%',
    stock: { portoviejo: 120, manta: 60 },
  }),
  product({
    codigo: 'PIN-BLA',
    nombre: 'Pintura látex blanca',
    descripcion: 'Galón de pintura látex para interiores',
    categoria: 'Construcción',
    precio: 18.5,
    unidad_medida: 'galones',
    serializado: false,
    inventariado: true,
    stock_minimo: 5,
    impuesto: 'IVA 15%',
    stock: { portoviejo: 40, manta: 15 },
  }),
  product({
    codigo: 'CAB-12',
    nombre: 'Cable eléctrico #12',
    descripcion: 'Cable sólido THHN calibre 12, por metro',
    categoria: 'Electricidad',
    precio: 0.85,
    unidad_medida: 'metro',
    serializado: false,
    inventariado: true,
    stock_minimo: 50,
    impuesto: 'IVA 15%',
    stock: { portoviejo: 500, manta: 200 },
  }),
  product({
    codigo: 'ARR-1K',
    nombre: 'Arroz blanco',
    descripcion: 'Arroz de grano largo, por kilo',
    categoria: 'Alimentos',
    precio: 1.1,
    unidad_medida: 'kilo',
    serializado: false,
    inventariado: true,
    impuesto: 'IVA 0%',
    stock: { portoviejo: 200 },
  }),
  product({
    codigo: 'SRV-INST',
    nombre: 'Instalación eléctrica',
    descripcion: 'Hora de trabajo de instalación eléctrica',
    categoria: 'Servicios',
    precio: 25,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    impuesto: 'IVA 15%',
  }),
  product({
    codigo: 'SRV-ENT',
    nombre: 'Entrega a domicilio',
    descripcion: 'Transporte y entrega dentro de la ciudad',
    categoria: 'Servicios',
    precio: 5,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    impuesto: 'IVA 15%',
  }),
  product({
    codigo: 'SRV-ASE',
    nombre: 'Asesoría técnica',
    descripcion: 'Visita técnica y presupuesto de obra',
    categoria: 'Servicios',
    precio: 15,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    impuesto: 'IVA 0%',
  }),
  product({
    codigo: 'GAS-500',
    nombre: 'Gaseosa 500 ml',
    descripcion: 'Botella plástica no retornable',
    categoria: 'Bebidas',
    precio: 0.5,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    impuesto: 'IVA 15%',
    irbpnr: true,
    botellasPorUnidad: 1,
  }),
  product({
    codigo: 'DESC-OLD',
    nombre: 'Producto descontinuado',
    descripcion: 'Ya no se vende (inactivo)',
    categoria: 'Varios',
    precio: 3,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    impuesto: 'IVA 15%',
    activo: false,
  }),
];

export const demoBuyers = [
  {
    tipoIdentificacion: '05',
    identificacion: '1309876546',
    razonSocial: 'MARIA FERNANDA LOOR VELEZ',
    direccion: 'CALLE SUCRE Y 10 DE AGOSTO, PORTOVIEJO',
    email: 'maria.loor@example.com',
  },
  {
    tipoIdentificacion: '05',
    identificacion: '0923456784',
    razonSocial: 'JUAN CARLOS PEREZ MOREIRA',
    direccion: 'AV. 9 DE OCTUBRE 1204, GUAYAQUIL',
    email: 'jc.perez@example.com',
  },
  {
    tipoIdentificacion: '04',
    identificacion: '1790012344001',
    razonSocial: 'DISTRIBUIDORA ANDINA S.A.',
    direccion: 'AV. AMAZONAS N34-120, QUITO',
    email: 'compras@andina.example.com',
  },
  {
    tipoIdentificacion: '04',
    identificacion: '1317890125001',
    razonSocial: 'VERA ALCIVAR PEDRO JOSE',
    direccion: 'MALECON DE MANTA, LOCAL 5',
    email: 'pedro.vera@example.com',
  },
];

export const otherEmisorCatalogue = {
  warehouse: {
    nombre: 'Bodega Manta Mar',
    direccion: 'Av. 4 de Noviembre',
    ciudad: 'Manta',
    responsable: 'Luis Pico',
    telefono: '052611000',
  },
  product: {
    codigo: 'ATUN-180',
    nombre: 'Atún en lata 180 g',
    precio: 1.75,
    stock: 100,
  },
  /** Its own energy drink: ICE 3101 (10 % ad valorem), inside the IVA base. */
  iceProduct: {
    codigo: 'ENERG-250',
    nombre: 'Bebida energizante 250 ml',
    precio: 1.5,
    iceCodigo: 3101,
  },
  buyer: {
    tipoIdentificacion: '05',
    identificacion: '1304567892',
    razonSocial: 'ROSA ELENA MACIAS PICO',
    direccion: 'BARRIO JOCAY, MANTA',
    email: 'rosa.macias@example.com',
  },
};
