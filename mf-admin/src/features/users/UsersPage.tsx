import { useRemoteData } from '@facturador/shared/api';
import { fetchEstablishments } from '@facturador/shared/api/establishments';
import { fetchUsers } from '@facturador/shared/api/users';
import type { PermisosUsuario, Usuario } from '@facturador/shared/domain/settings';
import { primaryButtonClass, Spinner } from '@facturador/shared/ui';
import { useState } from 'react';
import { ActiveBadge, Badge, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { RowActionCell } from '../../common/RowActionCell';
import { refreshUserInfo } from '../../common/refresh-user-info';
import { cellClass, Table } from '../../common/Table';
import { useWarehouseOptions } from '../../common/useWarehouseOptions';
import { UserDialog } from './components/UserDialog';

const PERMISO_LABELS: Record<keyof PermisosUsuario, string> = {
  usarInventario: 'Inventario',
  cambiarAlmacen: 'Cambia almacén',
  administrar: 'Administrador',
};

/** /admin/usuarios: the company's users, their permissions and default warehouse and emission point. */
export function UsersPage() {
  const { data: usuarios, error, reload } = useRemoteData('usuarios', fetchUsers, 'Error al cargar los usuarios');
  const { data: establecimientos } = useRemoteData(
    'establecimientos',
    fetchEstablishments,
    'Error al cargar los establecimientos',
  );
  const almacenes = useWarehouseOptions();
  const [editing, setEditing] = useState<{ usuario?: Usuario } | null>(null);

  return (
    <section className="max-w-5xl">
      <PageHeader
        title="Usuarios"
        subtitle="Quién ingresa a Facturador en su empresa y qué puede hacer."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setEditing({})}>
            Agregar usuario
          </button>
        }
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!usuarios && !error ? <Spinner /> : null}
      {usuarios ? (
        <Table caption="Usuarios" headers={['Usuario', 'Nombre', 'E-mail', 'Permisos', 'Estado', 'Acciones']}>
          {usuarios.map((usuario) => (
            <tr key={usuario._id}>
              <td className={`${cellClass} font-medium text-slate-900`}>{usuario.usuario}</td>
              <td className={cellClass}>{usuario.nombre}</td>
              <td className={cellClass}>{usuario.email}</td>
              <td className={cellClass}>
                <span className="flex flex-wrap gap-1">
                  {(Object.keys(PERMISO_LABELS) as (keyof PermisosUsuario)[])
                    .filter((key) => usuario.permisos[key])
                    .map((key) => (
                      <Badge key={key} tone="blue">
                        {PERMISO_LABELS[key]}
                      </Badge>
                    ))}
                </span>
              </td>
              <td className={cellClass}>
                <ActiveBadge activo={usuario.activo} />
              </td>
              <RowActionCell name={`Editar usuario ${usuario.usuario}`} onClick={() => setEditing({ usuario })}>
                Editar
              </RowActionCell>
            </tr>
          ))}
        </Table>
      ) : null}
      {editing ? (
        <UserDialog
          usuario={editing.usuario}
          almacenes={almacenes}
          establecimientos={establecimientos ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
            // One's own permissions may have changed.
            void refreshUserInfo();
          }}
        />
      ) : null}
    </section>
  );
}
