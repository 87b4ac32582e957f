import { fetchEmisor, useRemoteData } from '@facturador/shared/api';
import type { CertificadoInfo } from '@facturador/shared/domain';
import { Spinner } from '@facturador/shared/ui';
import { useState } from 'react';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { CertificateStep, type CertificateUpload } from './components/CertificateStep';
import { ImportStep } from './components/ImportStep';
import { ProposalStep } from './components/ProposalStep';
import { StepNav, StepSection } from './components/StepNav';
import { UndoImport } from './components/UndoImport';
import { useHistoryImport } from './hooks/useHistoryImport';
import { useProposalChoices } from './hooks/useProposalChoices';
import { useWizard } from './hooks/useWizard';
import { deshechaMessage, HISTORIAL_SUBTITULO, HISTORIAL_TITULO, type Paso } from './texts';

/** The step on screen, from the wizard's state. */
function CurrentStep({
  paso,
  certificado,
  certificateUpload,
  onUploaded,
  historial,
  proposal,
  wizard,
  onStart,
  go,
}: {
  paso: Paso;
  certificado: CertificadoInfo | null;
  certificateUpload?: CertificateUpload;
  onUploaded: (certificado: CertificadoInfo) => void;
  historial: ReturnType<typeof useHistoryImport>;
  proposal: ReturnType<typeof useProposalChoices>;
  wizard: ReturnType<typeof useWizard>;
  /** An import is being started: the page's last notice goes. */
  onStart: () => void;
  go: (paso: Paso) => void;
}) {
  const { importacion } = historial;
  const { choices } = proposal;
  const { propuesta, body } = wizard;
  switch (paso) {
    case 'certificado':
      return (
        <CertificateStep
          certificado={certificado}
          upload={certificateUpload}
          onUploaded={onUploaded}
          onNext={() => go('comprobantes')}
        />
      );
    case 'comprobantes':
      return (
        <ImportStep
          importacion={importacion}
          busy={historial.busy}
          pollFailed={historial.error !== null}
          onFiles={(archivos) => {
            onStart();
            void historial.start(archivos);
          }}
          onKeys={(claves) => {
            onStart();
            void historial.startByKeys(claves);
          }}
          onRetry={historial.retry}
          onNext={() => go('numeracion')}
        />
      );
    default:
      return importacion && propuesta && choices && body ? (
        <ProposalStep
          paso={paso}
          importacion={importacion}
          propuesta={propuesta}
          choices={choices}
          body={body}
          blocked={wizard.blocked}
          busy={historial.busy}
          onSiguiente={proposal.setSiguiente}
          onToggle={proposal.toggle}
          onConfirm={() => void historial.confirm(body)}
          onNext={go}
        />
      ) : null;
  }
}

/**
 * /admin/importar-historial (issue 43): the guided move from the SRI's Facturador or any other system —
 * certificate, the authorized XMLs (imported in the background, with progress), the numbering that
 * continues, the customers, products and receivables to keep, and the summary. An open import is resumed.
 * `certificateUpload` is Empresa's certificate form, given by the app.
 */
export function HistoryImportPage({ certificateUpload }: { certificateUpload?: CertificateUpload }) {
  const emisor = useRemoteData('emisor', fetchEmisor, 'Error al cargar los datos de la empresa');
  const [subido, setSubido] = useState<CertificadoInfo | null>(null);
  const certificado = subido ?? emisor.data?.certificado ?? null;
  const historial = useHistoryImport();
  const { importacion } = historial;
  const proposal = useProposalChoices(importacion);
  const [notice, setNotice] = useState<string | null>(null);
  const wizard = useWizard({
    loading: emisor.loading || historial.resuming,
    certificado,
    importacion,
    choices: proposal.choices,
  });
  const { paso } = wizard;
  const go = (next: Paso) => {
    historial.clearError();
    wizard.go(next);
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={HISTORIAL_TITULO} subtitle={HISTORIAL_SUBTITULO} />
      {emisor.error ? <ErrorBanner>{emisor.error}</ErrorBanner> : null}
      {historial.error ? <ErrorBanner>{historial.error}</ErrorBanner> : null}
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
        >
          {notice}
        </p>
      ) : null}
      {paso === null ? (
        <Spinner />
      ) : (
        <>
          <StepNav paso={paso} reachable={wizard.reachable} onChange={go} />
          <StepSection paso={paso}>
            <CurrentStep
              paso={paso}
              certificado={certificado}
              certificateUpload={certificateUpload}
              onUploaded={setSubido}
              historial={historial}
              proposal={proposal}
              wizard={wizard}
              onStart={() => setNotice(null)}
              go={go}
            />
          </StepSection>
        </>
      )}
      {importacion && importacion.estado !== 'procesando' ? (
        <div>
          <UndoImport
            busy={historial.busy}
            onUndo={async () => {
              const documentos = await historial.undo();
              if (documentos === null) return;
              setNotice(deshechaMessage(documentos));
              wizard.go('comprobantes');
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
