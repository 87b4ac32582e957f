import { refreshUserInfo } from '../common/refresh-user-info';
import { CertificateSection } from '../features/company/components/CertificateSection';
import { HistoryImportPage } from '../features/history-import/HistoryImportPage';

/**
 * /admin/importar-historial, composed here: the wizard's «Certificado» step is Empresa's own certificate
 * upload (the features do not import each other). Downloaded with the route.
 */
export function HistoryImportRoute() {
  return (
    <HistoryImportPage
      certificateUpload={({ certificado, onUploaded }) => (
        <CertificateSection
          certificado={certificado}
          onUploaded={(uploaded) => {
            onUploaded(uploaded);
            // The invoice screen reads the certificate's expiry from GET /api/user (as Empresa does).
            void refreshUserInfo();
          }}
        />
      )}
    />
  );
}
