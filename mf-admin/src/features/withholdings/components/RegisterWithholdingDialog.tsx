import { RETENCION_REGISTRO_ERROR_MESSAGE, registerReceivedWithholding } from '@facturador/shared/api/withholdings';
import { RETENCION_FALTA_CLAVE_MESSAGE, type RetencionRecibida } from '@facturador/shared/domain/withholdings';
import { ClaveOrXmlDialog } from '../../../common/ClaveOrXmlDialog';

/**
 * «Registrar retención recibida»: by its clave de acceso (the API fetches the authorized XML from
 * the SRI) or with the authorized XML file the customer sent. The API checks everything.
 */
export function RegisterWithholdingDialog({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (retencion: RetencionRecibida) => void;
}) {
  return (
    <ClaveOrXmlDialog
      title="Registrar retención recibida"
      claveHint="Los 49 dígitos que trae el comprobante de retención de su cliente."
      missingMessage={RETENCION_FALTA_CLAVE_MESSAGE}
      register={({ claveAcceso, archivo }) => registerReceivedWithholding(archivo ? { archivo } : { claveAcceso })}
      saveError={RETENCION_REGISTRO_ERROR_MESSAGE}
      savingLabel="Consultando al SRI..."
      onClose={onClose}
      onRegistered={onRegistered}
    />
  );
}
