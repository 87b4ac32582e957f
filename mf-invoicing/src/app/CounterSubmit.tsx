import { type Ambiente, numeroDocumento, type UserInfo } from '@facturador/shared/domain';
import { lazy, Suspense } from 'react';
import { IssuedDocumentDetails } from '../features/submit/components/IssuedDocumentDetails';
import { SubmitDialogs } from '../features/submit/components/SubmitDialogs';
import type { useCounterSubmit } from './useCounterSubmit';

// Only when a submit finds the session expired (a 401 came back first): not part of the first view.
const SessionRenewalDialog = lazy(() =>
  import('../features/session-renewal/SessionRenewalDialog').then(({ SessionRenewalDialog }) => ({
    default: SessionRenewalDialog,
  })),
);
// Only once a document is issued: «Enviar por WhatsApp» and its dialog stay out of the first view.
const IssuedWhatsapp = lazy(() =>
  import('../features/whatsapp/IssuedWhatsapp').then(({ IssuedWhatsapp }) => ({ default: IssuedWhatsapp })),
);

/** The submit flow's dialogs, the issued document's details and the in-place sign-in. */
export function CounterSubmitDialogs({
  user,
  counter,
  ambiente,
}: {
  user: UserInfo;
  counter: ReturnType<typeof useCounterSubmit>;
  /** The form's ambiente: the confirmation names it. */
  ambiente: Ambiente;
}) {
  const { submit, lastReceipt } = counter;
  return (
    <>
      <SubmitDialogs
        dialog={submit.dialog}
        detail={submit.detail}
        sending={submit.sending}
        total={submit.total}
        ambiente={ambiente}
        onConfirm={() => void submit.confirm()}
        onClose={submit.close}
        onReceivedClosed={counter.onReceivedClosed}
        receivedDetails={
          lastReceipt ? (
            <IssuedDocumentDetails
              issued={{ claveAcceso: lastReceipt.claveAcceso, total: lastReceipt.payload.factura.importeTotal }}
              onPrintAgain={counter.printAgain}
              actions={
                <Suspense fallback={null}>
                  <IssuedWhatsapp
                    key={lastReceipt.claveAcceso}
                    claveAcceso={lastReceipt.claveAcceso}
                    numero={numeroDocumento(lastReceipt.claveAcceso)}
                    identificacion={lastReceipt.payload.factura.comprador.identificacionComprador}
                  />
                </Suspense>
              }
            />
          ) : null
        }
      />
      {submit.dialog === 'sesion_vencida' ? (
        <Suspense fallback={null}>
          <SessionRenewalDialog user={user} onResumed={() => void submit.resend()} onCancel={submit.close} />
        </Suspense>
      ) : null}
    </>
  );
}
