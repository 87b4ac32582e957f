import { cardClass } from './styles';

/** One figure of a summary (inside a `<dl>`): its name, the value and an optional detail under it. */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={`${cardClass} p-4`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}
