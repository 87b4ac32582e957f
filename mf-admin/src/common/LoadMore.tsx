import { secondaryButtonClass } from '@facturador/shared/ui';

/** 'Cargar más' under a long list: the next page is fetched only when asked for. */
export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="mt-4 flex justify-center">
      <button type="button" className={secondaryButtonClass} disabled={loading} onClick={onClick}>
        {loading ? 'Cargando...' : 'Cargar más'}
      </button>
    </div>
  );
}
