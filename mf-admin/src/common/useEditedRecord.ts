import { useCallback, useState } from 'react';

/**
 * An edit page's record and success modal: after a save the record is the server's answer (its code or
 * name, by which the page found it, may have changed) and the modal opens.
 */
export function useEditedRecord<T>(found: T | undefined) {
  const [saved, setSaved] = useState(false);
  const [updated, setUpdated] = useState<T | null>(null);
  const markSaved = useCallback((record: T) => {
    setUpdated(record);
    setSaved(true);
  }, []);
  const closeSaved = useCallback(() => setSaved(false), []);
  return { record: updated ?? found, saved, markSaved, closeSaved };
}
