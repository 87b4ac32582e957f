import { ALMACENES_LOAD_ERROR, ITEMS_LOAD_ERROR, PRODUCTOS_LOAD_ERROR } from '../catalogue-messages';

type Failure = { error: string | null; reload: () => void };

type CatalogueAlertsProps = { products: Failure; warehouses: Failure; items: Failure };

/**
 * Part of the catalogue did not load: the clerk sees it (instead of an empty picker with no reason)
 * and can try again. The server's own message, when there is one, follows the screen's.
 */
export function CatalogueAlerts({ products, warehouses, items }: CatalogueAlertsProps) {
  const failures = [
    { message: PRODUCTOS_LOAD_ERROR, ...products },
    { message: ALMACENES_LOAD_ERROR, ...warehouses },
    { message: ITEMS_LOAD_ERROR, ...items },
  ].filter((failure) => failure.error !== null);
  if (failures.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {failures.map(({ message, error, reload }) => (
        <div
          key={message}
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="mr-auto">
            <strong className="font-semibold">{message}</strong>
            {error && error !== message ? `: ${error}` : null}
          </p>
          <button
            type="button"
            onClick={reload}
            className="rounded-md border border-red-300 bg-white px-3 py-1 font-semibold text-red-800 hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          >
            Reintentar
          </button>
        </div>
      ))}
    </div>
  );
}
