import { type ComponentProps, useCallback, useState } from 'react';
import { WarningDialog } from '../features/invoice-form/components/WarningDialog';
import { DeferredDialogs, DeferredEntryPicker } from './deferred-dialogs';

/** Which of the screen's dialogs is open: the warning, 'Buscar producto' and 'Información adicional'. */
export function useScreenDialogs() {
  const [warning, setWarning] = useState<string | null>(null);
  const closeWarning = useCallback(() => setWarning(null), []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeInfo = useCallback(() => setInfoOpen(false), []);
  return {
    warning,
    setWarning,
    closeWarning,
    pickerOpen,
    openPicker: () => setPickerOpen(true),
    closePicker,
    infoOpen,
    openInfo: () => setInfoOpen(true),
    closeInfo,
  };
}

type ScreenDialogsProps = {
  dialogs: ReturnType<typeof useScreenDialogs>;
  picker: Omit<ComponentProps<typeof DeferredEntryPicker>, 'open' | 'onClose'>;
  info: Omit<ComponentProps<typeof DeferredDialogs>['info'], 'open' | 'onClose'>;
  submit: ComponentProps<typeof DeferredDialogs>['submit'];
};

/** The screen's dialogs: 'Buscar producto', 'Información adicional', the submit flow's and the warning. */
export function ScreenDialogs({ dialogs, picker, info, submit }: ScreenDialogsProps) {
  return (
    <>
      <DeferredEntryPicker open={dialogs.pickerOpen} onClose={dialogs.closePicker} {...picker} />
      <DeferredDialogs info={{ open: dialogs.infoOpen, onClose: dialogs.closeInfo, ...info }} submit={submit} />
      <WarningDialog message={dialogs.warning} onClose={dialogs.closeWarning} />
    </>
  );
}
