import type { CertificadoInfo } from '@facturador/shared/domain';
import { primaryButtonClass } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../common/format';
import { linkClass } from '../../../common/styles';
import { CERTIFICADO_REQUERIDO_MESSAGE } from '../texts';

/**
 * The company's own certificate upload (Empresa's), given by the app: this feature does not upload
 * certificates itself. `onUploaded` says the new one is loaded.
 */
export type CertificateUpload = (props: {
  certificado: CertificadoInfo | null;
  onUploaded: (certificado: CertificadoInfo) => void;
}) => ReactNode;

/** «Certificado»: the .p12 the merchant already has; done (and skippable) once one is loaded. */
export function CertificateStep({
  certificado,
  upload,
  onUploaded,
  onNext,
}: {
  certificado: CertificadoInfo | null;
  upload?: CertificateUpload;
  onUploaded: (certificado: CertificadoInfo) => void;
  onNext: () => void;
}) {
  return (
    <>
      {certificado ? (
        <p role="status" className="text-sm text-emerald-800">
          {`Certificado cargado: ${certificado.titular}, válido hasta el ${formatDate(certificado.validoHasta)}. Puede continuar.`}
        </p>
      ) : (
        <p className="text-sm text-slate-700">{CERTIFICADO_REQUERIDO_MESSAGE}</p>
      )}
      {upload ? (
        upload({ certificado, onUploaded })
      ) : (
        <p className="text-sm text-slate-700">
          Cárguelo o reemplácelo en{' '}
          <Link to="/empresa" className={linkClass}>
            Empresa
          </Link>
          .
        </p>
      )}
      <div className="flex justify-end">
        <button type="button" className={primaryButtonClass} disabled={!certificado} onClick={onNext}>
          Continuar
        </button>
      </div>
    </>
  );
}
