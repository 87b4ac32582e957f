import { manualSriStepRoutes } from '../manual-sri-step';

export default manualSriStepRoutes({
  url: '/api/recepcion_manual',
  summary: "Reenvía a recepción un documento NO RECIBIDA ('Reenviar')",
  description:
    'Solo desde NO RECIBIDA; reutiliza la clave de acceso y el XML firmado. Antes de reenviar consulta la ' +
    'autorización (códigos 43, 45 y 70 del SRI). Responde el nuevo estado del documento.',
  step: (pipeline, doc) => pipeline.resend(doc),
});
