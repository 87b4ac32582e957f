import { Dashboard } from '../features/dashboard/Dashboard';
import { WelcomePage } from '../features/welcome/WelcomePage';

/** /admin: the spec's welcome content as it is, then the administrator's dashboard (issue #15) below it. */
export function HomePage() {
  return (
    <>
      <WelcomePage />
      <Dashboard />
    </>
  );
}
