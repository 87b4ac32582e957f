import { type EmpresaResumen, planDe, SIN_FIRMA_ELECTRONICA_MESSAGE, usoDelPlan } from '@facturador/shared/domain';
import { CertificateExpiryNotice } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';
import { Figure } from '../../../common/Figure';
import { formatDate } from '../../../common/format';
import { linkClass } from '../../../common/styles';

/** The signing certificate's expiry and this month's usage of the plan (PRUEBAS never counts). */
export function CompanyStatus({ empresa }: { empresa: EmpresaResumen }) {
  const { certificadoValidoHasta, uso } = empresa;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          label="Firma electrónica"
          value={certificadoValidoHasta ? `Vence el ${formatDate(certificadoValidoHasta)}` : 'Sin cargar'}
        />
        <Figure
          label={`Comprobantes en PRODUCCIÓN (${uso.mes})`}
          value={usoDelPlan(uso.documentosProduccion.usados, uso.documentosProduccion.maximo)}
          detail={`Plan ${planDe(empresa.plan).nombre}`}
        />
        <Figure
          label="Productos inventariados"
          value={usoDelPlan(uso.productosInventariados.usados, uso.productosInventariados.maximo)}
        />
      </dl>
      {certificadoValidoHasta === null ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {SIN_FIRMA_ELECTRONICA_MESSAGE}
        </p>
      ) : (
        <CertificateExpiryNotice validoHasta={certificadoValidoHasta} />
      )}
      <p className="text-sm">
        <Link to="/empresa" className={linkClass}>
          Ver la empresa, el plan y la firma electrónica
        </Link>
      </p>
    </div>
  );
}
