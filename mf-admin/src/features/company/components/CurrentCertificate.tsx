import type { CertificadoInfo } from '@facturador/shared/domain';
import { formatDateTime } from '../../../common/format';

/** The loaded certificate's holder, issuer, serial and validity, or that none is loaded yet. */
export function CurrentCertificate({ certificado }: { certificado: CertificadoInfo | null }) {
  if (!certificado) {
    return (
      <p className="mt-3 text-sm text-slate-700">
        Aún no ha cargado su certificado: cárguelo para poder emitir comprobantes.
      </p>
    );
  }
  return (
    <dl aria-label="Certificado actual" className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">Titular</dt>
        <dd className="break-words font-medium text-slate-900">{certificado.titular}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Emitido por</dt>
        <dd className="break-words font-medium text-slate-900">{certificado.emisor}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Número de serie</dt>
        <dd className="break-all font-mono text-slate-900">{certificado.serie}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Validez</dt>
        <dd className="font-medium text-slate-900">
          del {formatDateTime(certificado.validoDesde)} al {formatDateTime(certificado.validoHasta)}
        </dd>
      </div>
    </dl>
  );
}
