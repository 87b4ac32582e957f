import { Spinner } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from './feedback';
import { PageHeader } from './PageHeader';
import { linkClass } from './styles';

/** The list a page under it goes back to ('Volver a Productos'). */
export interface BackTo {
  to: string;
  label: string;
}

/**
 * A page under a list (editar-…, ver-items-…): its title, the link back to the list, then the load's
 * error or a spinner until the record is there, then the page's own content.
 */
export function RecordPage({
  title,
  subtitle,
  back,
  error,
  loaded,
  children,
}: {
  title: string;
  subtitle?: string;
  back: BackTo;
  error: string | null;
  loaded: boolean;
  children: ReactNode;
}) {
  return (
    <section>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link to={back.to} className={linkClass}>
            {back.label}
          </Link>
        }
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!loaded && !error ? <Spinner /> : null}
      {children}
    </section>
  );
}
