/**
 * Which deployment the tests run against: the suite started by global-setup (each app on its own port,
 * the API on PORT), or one behind a single origin (E2E_BASE_URL, e.g. `pnpm start:production`), where
 * the API is under the same origin's /api and the areas are served only inside the shell.
 */
export const BEHIND_PROXY = Boolean(process.env.E2E_BASE_URL);

/** The API's origin (its routes start with /api). */
export const API_URL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

export const NO_STANDALONE_AREAS =
  'Detrás del proxy de producción las áreas se abren dentro del shell, no en su propio puerto';
