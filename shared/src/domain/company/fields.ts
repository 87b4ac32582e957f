import { z } from 'zod/mini';
import { checkCedulaRuc } from '../sri/cedula-ruc';

/** Form fields shared by sign-up, company settings and users. */
export const CLAVE_MINIMA = 10;
export const CLAVE_CORTA_MESSAGE = `La contraseña debe tener al menos ${CLAVE_MINIMA} caracteres`;
export const RUC_INVALIDO_MESSAGE = 'El RUC debe tener 13 dígitos y ser válido';
export const EMAIL_INVALIDO_MESSAGE = 'Ingrese un correo electrónico válido';
export const USUARIO_INVALIDO_MESSAGE =
  'El usuario debe tener entre 3 y 50 caracteres: letras, números, punto, guion o guion bajo';

/** 'La razón social es obligatoria', 'El nombre es obligatorio': the label's article decides (issue 25). */
const obligatorio = (label: string) => `${label} es ${/^(la|las) /i.test(label) ? 'obligatoria' : 'obligatorio'}`;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: obligatorio(label) })
    .check(
      z.trim(),
      z.minLength(1, obligatorio(label)),
      z.maxLength(max, `${label} admite como máximo ${max} caracteres`),
    );

/** Text that may be empty; with no default, so an update leaves it alone when it is not sent. */
export const boundedText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} admite como máximo ${max} caracteres`));

export const optionalText = (label: string, max: number) => z._default(boundedText(label, max), '');

/** A RUC: 13 digits ending in 001 and passing the shared checks (company RUCs that only warn pass). */
export const rucSchema = z.string({ error: RUC_INVALIDO_MESSAGE }).check(
  z.trim(),
  z.refine((value) => /^\d{10}001$/.test(value) && checkCedulaRuc(value).valid, { error: RUC_INVALIDO_MESSAGE }),
);

export const emailSchema = z.pipe(
  z.string({ error: EMAIL_INVALIDO_MESSAGE }).check(z.trim()),
  z.email({ error: EMAIL_INVALIDO_MESSAGE }),
);

export const usuarioNombreSchema = z
  .string({ error: USUARIO_INVALIDO_MESSAGE })
  .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,50}$/, { error: USUARIO_INVALIDO_MESSAGE }));

export const nuevaClaveSchema = z
  .string({ error: CLAVE_CORTA_MESSAGE })
  .check(
    z.minLength(CLAVE_MINIMA, CLAVE_CORTA_MESSAGE),
    z.maxLength(200, 'La contraseña admite como máximo 200 caracteres'),
  );

/** The next secuencial of a document type at an emission point (the emisor's and the establishments'). */
export const SECUENCIAL_INVALIDO_MESSAGE = 'El siguiente secuencial debe ser un número entero de 1 a 999999999';
export const siguienteNumero = z
  .number({ error: SECUENCIAL_INVALIDO_MESSAGE })
  .check(
    z.int(SECUENCIAL_INVALIDO_MESSAGE),
    z.gte(1, SECUENCIAL_INVALIDO_MESSAGE),
    z.lte(999_999_999, SECUENCIAL_INVALIDO_MESSAGE),
  );
