import { useCallback, useState } from 'react';

/**
 * The success state of an add page: `markSaved` opens its modal; `registerAnother` closes it and gives
 * the form a new key, so it starts blank.
 */
export function useRegisterAnother() {
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const markSaved = useCallback(() => setSaved(true), []);
  const registerAnother = useCallback(() => {
    setSaved(false);
    setFormKey((key) => key + 1);
  }, []);
  return { saved, markSaved, formKey, registerAnother };
}
