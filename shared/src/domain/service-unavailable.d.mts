/** Types of service-unavailable.mjs (plain ESM, read by the production launcher without a TypeScript loader). */
export declare const SERVICIO_NO_DISPONIBLE_MESSAGE: 'El servicio no está disponible en este momento; intente de nuevo.';
