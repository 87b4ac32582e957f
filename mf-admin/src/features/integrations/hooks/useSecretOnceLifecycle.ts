import { useState } from 'react';

/**
 * The life of a credential-like row (an API key, a webhook): create it, show its secret once, and
 * confirm its removal; the list reloads after each change.
 */
export function useSecretOnceLifecycle<Row>(reload: () => void) {
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  return {
    creating,
    startCreating: () => setCreating(true),
    cancelCreating: () => setCreating(false),
    created: ({ secreto }: { secreto: string }) => {
      setCreating(false);
      setSecret(secreto);
      reload();
    },
    secret,
    closeSecret: () => setSecret(null),
    removing,
    startRemoving: (row: Row) => setRemoving(row),
    cancelRemoving: () => setRemoving(null),
    removed: () => {
      setRemoving(null);
      reload();
    },
  };
}
