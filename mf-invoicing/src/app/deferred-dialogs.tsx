/**
 * The screen's dialogs that open only once the clerk is at work ('Buscar producto', Información
 * adicional, the submit flow's confirmation and results) and the receipt printing after a sale: not
 * part of the first view, so they download on the clerk's first key or click rather than with the
 * page (issue 20: first-load JS ≤ 210 KB gzip). By the time one opens, its code has long arrived;
 * until then nothing of them is on screen.
 */
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { AdditionalInfoDialog as InfoDialog } from '../features/additional-info/components/AdditionalInfoDialog';
import type { CounterSubmitDialogs as SubmitDialogs } from './CounterSubmit';
import type { EntryPicker as Picker } from './EntryPicker';
import { loadReceiptPrinting } from './receipt-printing-loader';

const loadAdditionalInfo = () => import('../features/additional-info/components/AdditionalInfoDialog');
const loadSubmitDialogs = () => import('./CounterSubmit');
const loadEntryPicker = () => import('./EntryPicker');

const AdditionalInfoDialog = lazy(() =>
  loadAdditionalInfo().then(({ AdditionalInfoDialog }) => ({ default: AdditionalInfoDialog })),
);
const CounterSubmitDialogs = lazy(() =>
  loadSubmitDialogs().then(({ CounterSubmitDialogs }) => ({ default: CounterSubmitDialogs })),
);
const EntryPicker = lazy(() => loadEntryPicker().then(({ EntryPicker }) => ({ default: EntryPicker })));

const FIRST_INPUT = ['keydown', 'pointerdown'] as const;

/** True from the clerk's first key or click on the page on; the dialogs' code starts downloading then. */
function useClerkAtWork(): boolean {
  const [atWork, setAtWork] = useState(false);
  useEffect(() => {
    if (atWork) return;
    const start = () => {
      void loadAdditionalInfo();
      void loadSubmitDialogs();
      void loadEntryPicker();
      void loadReceiptPrinting();
      setAtWork(true);
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, start, { capture: true, once: true });
    return () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, start, { capture: true });
    };
  }, [atWork]);
  return atWork;
}

type DeferredDialogsProps = {
  info: ComponentProps<typeof InfoDialog>;
  submit: ComponentProps<typeof SubmitDialogs>;
};

/** 'Información adicional' and the submit flow's dialogs, mounted once the clerk is at work or one is open. */
export function DeferredDialogs({ info, submit }: DeferredDialogsProps) {
  const atWork = useClerkAtWork();
  const { dialog, sending } = submit.counter.submit;
  if (!atWork && !info.open && dialog === null && !sending) return null;
  return (
    <Suspense fallback={null}>
      <AdditionalInfoDialog {...info} />
      <CounterSubmitDialogs {...submit} />
    </Suspense>
  );
}

/** 'Buscar producto' for the entry row, mounted once the clerk is at work or it is asked to open. */
export function DeferredEntryPicker(props: ComponentProps<typeof Picker>) {
  const atWork = useClerkAtWork();
  if (!atWork && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <EntryPicker {...props} />
    </Suspense>
  );
}
