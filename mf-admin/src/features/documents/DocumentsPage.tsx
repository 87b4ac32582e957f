import {
  LISTA_COMPROBANTES_ERROR_MESSAGE,
  SIN_COMPROBANTES_MESSAGE,
  SOLO_ATENCION_HINT,
  SOLO_ATENCION_LABEL,
  TIPOS_COMPROBANTE_FILTRO,
} from '@facturador/shared/domain/documents';
import { primaryButtonClass, SelectField, ShellLink, Spinner, TextField, ToggleField } from '@facturador/shared/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { LoadMore } from '../../common/LoadMore';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { tipoDocumentoNombre } from './components/DocumentBadges';
import { DocumentCard } from './components/DocumentCard';
import { ExportButtons } from './components/ExportButtons';
import { type DocumentFilterValues, useDocumentList } from './hooks/useDocumentList';

/** The type filter: each type the API filters by, named as its badge is (spec 02 §9), or all of them. */
const TIPO_OPTIONS = [
  { value: '', label: 'Todos' },
  ...TIPOS_COMPROBANTE_FILTRO.map((codigo) => ({ value: codigo, label: tipoDocumentoNombre(codigo) })),
];

/** Mis Comprobantes (/admin/facturas, spec 02 §2): issued invoices and credit notes, newest first. */
export function DocumentsPage() {
  // ?filtro= opens the list on one document (the dashboard's documents needing attention link here).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<DocumentFilterValues>(() => ({
    filtro: searchParams.get('filtro') ?? '',
    fecha_inicio: '',
    fecha_fin: '',
    tipo: '',
    soloAtencion: searchParams.get('atencion') === 'true',
  }));
  const { rows: documentos, hasMore, loading, error, loadMore, updateRow, reload } = useDocumentList(filters);
  const [exportError, setExportError] = useState<string | null>(null);
  const set = <K extends keyof DocumentFilterValues>(key: K, value: DocumentFilterValues[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section>
      <PageHeader
        title="Mis Comprobantes"
        subtitle="Facturas y notas de crédito emitidas, de la más reciente a la más antigua."
        actions={
          <>
            <ExportButtons filters={filters} onError={setExportError} />
            <ShellLink to="/nueva-factura" className={primaryButtonClass}>
              Emitir una factura
            </ShellLink>
          </>
        }
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <TextField
          label="Buscar"
          hiddenLabel="por cédula/RUC/secuencial"
          type="search"
          placeholder="Buscar por cédula/RUC/secuencial"
          value={filters.filtro}
          onChange={(event) => set('filtro', event.target.value)}
        />
        <TextField
          label="Fecha de inicio"
          type="date"
          value={filters.fecha_inicio}
          onChange={(event) => set('fecha_inicio', event.target.value)}
        />
        <TextField
          label="Fecha de fin"
          type="date"
          value={filters.fecha_fin}
          onChange={(event) => set('fecha_fin', event.target.value)}
        />
        <SelectField
          label="Tipo de comprobante"
          options={TIPO_OPTIONS}
          value={filters.tipo}
          onChange={(event) => set('tipo', event.target.value as DocumentFilterValues['tipo'])}
        />
        <ToggleField
          className="sm:col-span-2 lg:col-span-4"
          label={SOLO_ATENCION_LABEL}
          hint={SOLO_ATENCION_HINT}
          checked={filters.soloAtencion}
          onChange={(checked) => set('soloAtencion', checked)}
        />
      </div>
      {exportError ? (
        <div className="mb-4">
          <ErrorBanner>{exportError}</ErrorBanner>
        </div>
      ) : null}
      {/* Spec 02 §8: whatever failed, the list says it with this one sentence. */}
      {error ? <ErrorBanner>{LISTA_COMPROBANTES_ERROR_MESSAGE}</ErrorBanner> : null}
      {loading && !documentos ? <Spinner /> : null}
      {documentos && documentos.length === 0 ? <EmptyState>{SIN_COMPROBANTES_MESSAGE}</EmptyState> : null}
      {documentos && documentos.length > 0 ? (
        <ul className="grid gap-4 xl:grid-cols-2">
          {documentos.map((documento) => (
            <li key={documento._id}>
              <DocumentCard
                documento={documento}
                onEstado={(estado, mensajes) =>
                  updateRow(
                    (row) => row._id === documento._id,
                    // A new estado ends the flag it had (the server clears it too).
                    (row) => ({
                      ...row,
                      estado,
                      mensajesSri: mensajes,
                      atencion: estado === row.estado ? row.atencion : null,
                    }),
                  )
                }
                onStale={reload}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? <LoadMore loading={loading} onClick={loadMore} /> : null}
    </section>
  );
}
