import { useUserInfo } from '@facturador/shared/api';
import type { ReactNode } from 'react';
import { NoPermissionPage, type PagePermission } from './NoPermissionPage';

/**
 * A route only some users may open: typing its URL without the permission shows the permission page
 * (the sidebar hides the entry too, but hiding is not a guard; the API answers 403 as well).
 */
export function RequirePermission({ permiso, children }: { permiso: PagePermission; children: ReactNode }) {
  const { user } = useUserInfo();
  // AdminLayout renders routes only once the user info is loaded.
  if (!user?.permisos[permiso]) return <NoPermissionPage permiso={permiso} />;
  return children;
}
