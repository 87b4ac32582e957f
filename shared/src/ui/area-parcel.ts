// The shell mounts each area with single-spa-react's Parcel. It comes through this subpath, beside
// the lifecycles every area boots with (area-runtime.tsx), so that a page holds one copy of
// single-spa-react: the shell importing it on its own doubled it (+2.3 KB gzip on every area page).
export { default as Parcel } from 'single-spa-react/parcel';
