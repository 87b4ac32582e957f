import { loadRuntimeConfig } from '@facturador/shared/config';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/App';
import { warmUpArea } from './features/areas/load-area';
import './styles.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    // Remotes come from /config.json at run time: an area moves without rebuilding the shell.
    const config = await loadRuntimeConfig();
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    warmUpArea(window.location.pathname);
  } catch (error) {
    container.textContent = `No se pudo iniciar la aplicación: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  // Without urlRerouteOnly the shell's router and each area's router would not hear each other.
  start({ urlRerouteOnly: true });
  createRoot(container).render(<App />);
}

void boot();
