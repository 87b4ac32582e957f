import { useArea } from '@facturador/shared/ui';

/** A shell route's address: same origin inside the shell, the shell's own URL when standalone. */
export function useShellHref(): (to: string) => string {
  const { standalone, shellUrl } = useArea();
  return (to) => (standalone && shellUrl ? new URL(to, shellUrl).toString() : to);
}
