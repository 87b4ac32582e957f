import { manualSriStepRoutes } from '../manual-sri-step';

export default manualSriStepRoutes({
  url: '/api/autorizacion_manual',
  summary: "Consulta la autorización de un documento POR AUTORIZAR o RECIBIDA ('Actualizar estado')",
  description:
    'Pregunta al SRI una vez por la autorización y guarda la respuesta (AUTORIZADA con el XML autorizado, o ' +
    'NO AUTORIZADA con los mensajes); si sigue EN PROCESO el estado no cambia. 503 si el SRI no responde.',
  sriUnavailable: true,
  step: (pipeline, doc) => pipeline.refreshAuthorization(doc),
});
