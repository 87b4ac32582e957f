import { Suspense } from 'react';
import { WelcomePage } from '../features/welcome/WelcomePage';
import { lazyPage } from './lazy-page';

// The dashboard's figures need the back office's concerns (documents, reports, receivables…): they
// download with the dashboard, on /admin, not with every admin page (issue 20).
const Dashboard = lazyPage(() => import('../features/dashboard/Dashboard'), 'Dashboard');

/** /admin: the spec's welcome content, with the administrator's business figures before its generic hints. */
export function HomePage() {
  return (
    <WelcomePage
      figures={
        // Nothing meanwhile: most users see no dashboard, and an administrator's shows its own spinner.
        <Suspense fallback={null}>
          <Dashboard />
        </Suspense>
      }
    />
  );
}
