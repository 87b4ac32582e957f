export function Spinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 p-8 text-slate-600">
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-blue-600"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
