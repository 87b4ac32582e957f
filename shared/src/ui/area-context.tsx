import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** What the shell (or a standalone boot) tells an area when it mounts it (ARCHITECTURE.md, contract 1). */
export type AreaProps = {
  basePath: string;
  /** True when the area booted from its own index.html instead of inside the shell. */
  standalone?: boolean;
  /** Where the shell lives, for links out of a standalone area. */
  shellUrl?: string;
};

const AreaContext = createContext<AreaProps>({ basePath: '/', standalone: false });

export function AreaProvider({ value, children }: { value: AreaProps; children: ReactNode }) {
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

export function useArea(): AreaProps {
  return useContext(AreaContext);
}

/** Joins an area's basePath and a child path: area links are built from basePath, never relative. */
export function areaPath(basePath: string, child = ''): string {
  const base = basePath.replace(/\/+$/, '');
  const rest = child.replace(/^\/+/, '');
  if (!rest) return base || '/';
  return `${base}/${rest}`;
}

/**
 * A link from an area to a route another area or the shell owns. Inside the shell a pushState is
 * enough (single-spa re-dispatches it so every router hears it); standalone it is a page load.
 */
export function ShellLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { standalone, shellUrl } = useArea();
  const href = standalone && shellUrl ? new URL(to, shellUrl).toString() : to;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (standalone || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', to);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
