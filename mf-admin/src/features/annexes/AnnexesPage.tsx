import { errorMessage, useRemoteData, useUserInfo } from '@facturador/shared/api';
import {
  ATS_DESCARGA_ERROR_MESSAGE,
  ATS_VALIDACION_ERROR_MESSAGE,
  downloadAts,
  downloadFormularios,
  FORMULARIOS_DESCARGA_ERROR_MESSAGE,
  FORMULARIOS_ERROR_MESSAGE,
  fetchAtsValidacion,
  fetchFormularios,
} from '@facturador/shared/api/annexes';
import { mesAnterior, periodoDeMes } from '@facturador/shared/domain/annexes';
import { currentMonthEcuador } from '@facturador/shared/domain/reports';
import { primaryButtonClass, Spinner, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { AtsProblems } from './components/AtsProblems';
import { Form103Table, Form104Tables } from './components/FormTables';

/** A download button's state: what it is doing and why it failed. */
function useDownload(run: () => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start };
}

/**
 * /admin/anexos (issue #42 §4): the month's ATS — what keeps it from being made, each with a link to
 * fix it, and its XML — beside the figures of forms 104 and 103 (PRODUCCIÓN documents), and their Excel.
 */
export function AnnexesPage() {
  // `?mes=AAAA-MM` (the dashboard's reminder links to its month); else last month, the one being filed.
  const [params] = useSearchParams();
  const [month, setMonth] = useState(() => {
    const linked = params.get('mes') ?? '';
    return periodoDeMes(linked) ? linked : mesAnterior(currentMonthEcuador());
  });
  const periodo = periodoDeMes(month);
  const key = periodo ? `${periodo.anio}-${periodo.mes}` : null;
  const { user } = useUserInfo();
  const validacion = useRemoteData(
    key && `ats-${key}`,
    () => fetchAtsValidacion(periodo!),
    ATS_VALIDACION_ERROR_MESSAGE,
  );
  const formularios = useRemoteData(
    key && `formularios-${key}`,
    () => fetchFormularios(periodo!),
    FORMULARIOS_ERROR_MESSAGE,
  );
  const ats = useDownload(() => downloadAts(periodo!, user?.ruc ?? ''), ATS_DESCARGA_ERROR_MESSAGE);
  const excel = useDownload(() => downloadFormularios(periodo!), FORMULARIOS_DESCARGA_ERROR_MESSAGE);
  const problemas = validacion.data?.problemas ?? null;

  return (
    <section>
      <PageHeader
        title="Anexos y formularios"
        subtitle="El ATS del mes y las cifras de los formularios 104 (IVA) y 103 (retenciones en la fuente), de los comprobantes de PRODUCCIÓN."
        actions={
          <>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={!periodo || problemas === null || problemas.length > 0 || ats.busy}
              aria-busy={ats.busy}
              onClick={ats.start}
            >
              Descargar ATS (XML)
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={!periodo || excel.busy}
              aria-busy={excel.busy}
              onClick={excel.start}
            >
              Descargar Excel
            </button>
          </>
        }
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2`}>
        <TextField
          label="Mes"
          type="month"
          value={month}
          required
          error={periodo ? null : 'Elija un mes'}
          onChange={(event) => setMonth(event.target.value)}
        />
        {validacion.data ? <p className="self-end text-sm text-slate-600">{validacion.data.reglaVentas}</p> : null}
      </div>
      {ats.error ? <ErrorBanner>{ats.error}</ErrorBanner> : null}
      {excel.error ? <ErrorBanner>{excel.error}</ErrorBanner> : null}
      {validacion.error ? <ErrorBanner>{validacion.error}</ErrorBanner> : null}
      {problemas && periodo ? (
        <AtsProblems
          problemas={problemas}
          fecha={`${periodo.anio}-${String(periodo.mes).padStart(2, '0')}-01`}
          onFixed={() => {
            validacion.reload();
            formularios.reload();
          }}
        />
      ) : validacion.loading ? (
        <Spinner />
      ) : null}
      {formularios.error ? <ErrorBanner>{formularios.error}</ErrorBanner> : null}
      {formularios.data ? (
        <div className="mt-6 grid gap-6">
          <Form104Tables formulario={formularios.data.formulario104} />
          <Form103Table formulario={formularios.data.formulario103} />
        </div>
      ) : formularios.loading ? (
        <Spinner />
      ) : null}
    </section>
  );
}
