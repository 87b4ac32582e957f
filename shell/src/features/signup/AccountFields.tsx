import { TextField } from '@facturador/shared/ui';

type AccountField = 'email' | 'usuario' | 'clave' | 'repetirClave';

type Props = {
  /** The page's binding of a field: name, value, error and change handler. */
  field: (name: AccountField) => {
    name: string;
    value: string;
    error?: string;
    onChange: (event: { target: { value: string } }) => void;
  };
};

/** The first user's e-mail, user name and password (typed twice). */
export function AccountFields({ field }: Props) {
  return (
    <>
      <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Usuario" autoComplete="username" required {...field('usuario')} />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 10 caracteres"
        required
        {...field('clave')}
      />
      <TextField
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...field('repetirClave')}
      />
    </>
  );
}
