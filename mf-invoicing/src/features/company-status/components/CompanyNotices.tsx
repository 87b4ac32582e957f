import { SIN_FIRMA_ELECTRONICA_MESSAGE, type UserInfo } from '@facturador/shared/domain';
import { CertificateExpiryNotice } from '@facturador/shared/ui';
import { limitePlanAlcanzado } from '../company-status';

const noticeClass = 'rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900';

/**
 * What would make the API refuse the document, said above the form: no certificate loaded, the plan's
 * PRODUCCIÓN documents used up (PRUEBAS still works), and the certificate about to expire.
 */
export function CompanyNotices({ user }: { user: UserInfo }) {
  if (!user.empresa) return null;
  const limite = limitePlanAlcanzado(user);
  return (
    <>
      {user.empresa.certificadoValidoHasta === null ? (
        <p role="alert" className={noticeClass}>
          {SIN_FIRMA_ELECTRONICA_MESSAGE}
        </p>
      ) : (
        <CertificateExpiryNotice validoHasta={user.empresa.certificadoValidoHasta} />
      )}
      {limite ? (
        <p role="alert" className={noticeClass}>
          {limite}
        </p>
      ) : null}
    </>
  );
}
