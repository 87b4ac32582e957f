import { loadRuntimeConfig } from '@facturador/shared/config';
import { CONFIG_URL } from '@facturador/shared/domain/config';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { App } from './app/App';
import { ShellRoutes } from './app/router';
import { registerAreas, takeConfigResponse } from './features/areas/early-start';
import './styles.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    // Remotes come from /config.json at run time: an area moves without rebuilding the shell.
    const config = await loadRuntimeConfig(CONFIG_URL, takeConfigResponse());
    registerAreas(config.remotes);
  } catch (error) {
    container.textContent = `No se pudo iniciar la aplicación: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  // Without urlRerouteOnly the shell's router and each area's router would not hear each other.
  start({ urlRerouteOnly: true });
  const app = (
    <App>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </App>
  );
  // The build wrote this page's first view into the HTML (see prerender.tsx): take it over as is.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void boot();
