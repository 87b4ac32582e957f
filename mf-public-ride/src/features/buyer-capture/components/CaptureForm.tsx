import { type CapturaDatos, TIPOS_IDENTIFICACION_CAPTURA } from '@facturador/shared/domain';
import { primaryButtonClass, SelectField, TextField } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';

type Props = {
  nombreComercial: string;
  needsNames: boolean;
  sending: boolean;
  error: string | null;
  onSend: (datos: CapturaDatos) => void;
};

const TIPOS = TIPOS_IDENTIFICACION_CAPTURA.map((tipo) => ({
  value: tipo.codigo,
  label: tipo.nombre === 'CEDULA' ? 'Cédula' : tipo.nombre.charAt(0) + tipo.nombre.slice(1).toLowerCase(),
}));

/** The buyer's own data, typed on their phone: one column, large controls, Spanish labels. */
export function CaptureForm({ nombreComercial, needsNames, sending, error, onSend }: Props) {
  const [tipoIdentificacion, setTipo] = useState('05');
  const [identificacion, setIdentificacion] = useState('');
  const [email, setEmail] = useState('');
  const [telefono, setTelefono] = useState('');
  const [razonSocial, setRazonSocial] = useState('');
  const [direccion, setDireccion] = useState('');
  const [registrar, setRegistrar] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({
      tipoIdentificacion,
      identificacion,
      email,
      ...(telefono.trim() ? { telefono } : {}),
      ...(needsNames ? { razonSocial, direccion } : {}),
      registrar,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 text-left">
      <SelectField
        label="Tipo de identificación"
        options={TIPOS}
        value={tipoIdentificacion}
        onChange={(event) => setTipo(event.target.value)}
      />
      <TextField
        label="Número de identificación"
        inputMode={tipoIdentificacion === '04' || tipoIdentificacion === '05' ? 'numeric' : 'text'}
        autoComplete="off"
        value={identificacion}
        onChange={(event) => setIdentificacion(event.target.value)}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        value={telefono}
        onChange={(event) => setTelefono(event.target.value)}
      />
      {needsNames ? (
        <>
          <TextField
            label="Razón social"
            hint="Sus nombres y apellidos, o el nombre de su empresa"
            autoComplete="name"
            value={razonSocial}
            onChange={(event) => setRazonSocial(event.target.value)}
          />
          <TextField
            label="Dirección"
            autoComplete="street-address"
            value={direccion}
            onChange={(event) => setDireccion(event.target.value)}
          />
        </>
      ) : null}
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          checked={registrar}
          onChange={(event) => setRegistrar(event.target.checked)}
        />
        <span>Permito que {nombreComercial} guarde mis datos para mis próximas compras</span>
      </label>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={sending} aria-busy={sending} className={`${primaryButtonClass} h-12 w-full`}>
        Enviar mis datos
      </button>
    </form>
  );
}
