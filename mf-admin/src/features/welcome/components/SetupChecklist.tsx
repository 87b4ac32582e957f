import { fetchEmisor, useRemoteData } from '@facturador/shared/api';
import { AREAS } from '@facturador/shared/federation/apps';
import { ShellLink } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardClass, linkClass } from '../../../common/styles';
import { setupProgress } from '../setup-progress';

const loadEstablishments = () =>
  import('@facturador/shared/api/establishments').then(({ fetchEstablishments }) => fetchEstablishments());
const loadFirstDocument = () =>
  import('@facturador/shared/api/documents').then(({ fetchDocuments }) => fetchDocuments({ limite: 1 }));

function Step({ done, children }: { done?: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
          done ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-500'
        }`}
      >
        {done ? '✓' : '•'}
      </span>
      <span>
        {children}
        {done ? <span className="sr-only"> (hecho)</span> : null}
      </span>
    </li>
  );
}

/** What a new company does before its first invoice (issue #10); shown to administrators below the welcome. */
export function SetupChecklist() {
  const { data: emisor } = useRemoteData('emisor', fetchEmisor, 'Error al cargar los datos de la empresa');
  // Their clients are back-office subpaths: loaded with this checklist's requests, not with /admin's first bytes.
  const { data: establecimientos } = useRemoteData(
    'establecimientos',
    loadEstablishments,
    'Error al cargar los establecimientos',
  );
  const { data: documentos } = useRemoteData('primer-documento', loadFirstDocument, 'Error al cargar los comprobantes');
  const hecho = setupProgress(emisor, establecimientos, documentos ? documentos.facturas.length : null);
  return (
    <section aria-labelledby="primeros-pasos" className={`${cardClass} mt-8 max-w-3xl p-5`}>
      <h2 id="primeros-pasos" className="text-lg font-semibold text-slate-900">
        Primeros pasos
      </h2>
      <ol className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
        <Step done={hecho.certificado}>
          Cargue su certificado de firma electrónica (.p12) en{' '}
          <Link to="/empresa" className={linkClass}>
            Empresa
          </Link>
          .
        </Step>
        <Step done={hecho.logo}>
          Suba el logo que llevarán sus facturas, también en{' '}
          <Link to="/empresa" className={linkClass}>
            Empresa
          </Link>
          .
        </Step>
        <Step done={hecho.numeracion}>
          Revise sus{' '}
          <Link to="/establecimientos" className={linkClass}>
            Establecimientos
          </Link>{' '}
          y puntos de emisión, y continúe la numeración de su sistema anterior si lo tenía.
        </Step>
        <Step done={hecho.primeraFactura}>
          <ShellLink to={AREAS.invoicing.basePath} className={linkClass}>
            Emita su primera factura en PRUEBAS
          </ShellLink>{' '}
          y, cuando esté listo, active PRODUCCIÓN en Empresa.
        </Step>
      </ol>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-slate-900">¿Ya emitía facturas electrónicas?</h3>
        <p className="mt-1 text-sm text-slate-700">
          Traiga del Facturador del SRI (o de su sistema anterior) sus comprobantes, clientes, productos y la numeración
          con la que continúa:{' '}
          <Link to="/importar-historial" className={linkClass}>
            Importar mi historial
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
