import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the screen navigated to: any other route shows its path, so a test can find it as text. */
function OtherRoute() {
  const { pathname, search } = useLocation();
  return <p>Ruta {`${pathname}${search}`}</p>;
}

/**
 * Renders an admin screen as the area's router does: at `at` (default `path`), with `path` as its
 * route pattern (for screens that read `:params`). Returns the user-event session to drive it.
 */
export function renderScreen(screenElement: ReactNode, { path = '/', at }: { path?: string; at?: string } = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at ?? path]}>
      <Routes>
        <Route path={path} element={screenElement} />
        <Route path="*" element={<OtherRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}
