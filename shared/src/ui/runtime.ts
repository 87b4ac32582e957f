// `@facturador/shared/ui/runtime`: what the shell's first view and every area's boot need, without
// the forms, dialogs and domain rules of the rest of `@facturador/shared/ui` (which re-exports it).
// A Module Federation singleton of its own: the area context and the shell's atoms stay one.
export * from './area-context';
export * from './area-parcel';
export * from './area-runtime';
export * from './Spinner';
export * from './shell-bridge';
export * from './use-hydrated';
