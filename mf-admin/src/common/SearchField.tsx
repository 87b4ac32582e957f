import { TextField } from '@facturador/shared/ui';

/** 'Buscar' and what it looks in ('por nombre o código'): read with the label, shown as the placeholder. */
export function SearchField({
  scope,
  className,
  value,
  onChange,
}: {
  scope: string;
  className?: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <TextField
      className={className}
      label="Buscar"
      hiddenLabel={scope}
      type="search"
      placeholder={`Buscar ${scope}`}
      value={value}
      onChange={onChange}
    />
  );
}
