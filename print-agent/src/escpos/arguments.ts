/** Thrown while checking a job; the message is Spanish and shown to the caller as is (HTTP 400). */
export class JobValidationError extends Error {}

/** Positional arguments of one operation, read with Spanish messages that name the argument. */
export class ArgumentReader {
  constructor(private readonly args: readonly unknown[]) {}

  private describe(index: number, label: string): string {
    return `el argumento ${index + 1} (${label})`;
  }

  private fail(index: number, label: string, expectation: string): never {
    throw new JobValidationError(`${this.describe(index, label)} ${expectation}.`);
  }

  private isMissing(index: number): boolean {
    return this.args[index] === undefined || this.args[index] === null;
  }

  string(index: number, label: string, { allowEmpty = true } = {}): string {
    const value = this.args[index];
    if (typeof value !== 'string') this.fail(index, label, 'debe ser un texto');
    if (!allowEmpty && value.length === 0) this.fail(index, label, 'no puede estar vacío');
    return value;
  }

  /** The plugin's arguments are float64: decimals are truncated, then checked against the range. */
  integer(index: number, label: string, min: number, max: number): number {
    const value = this.args[index];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(index, label, `debe ser un número entre ${min} y ${max}`);
    }
    const whole = Math.trunc(value);
    if (whole < min || whole > max) this.fail(index, label, `debe ser un número entre ${min} y ${max}`);
    return whole;
  }

  optionalInteger(index: number, label: string, min: number, max: number, fallback: number): number {
    return this.isMissing(index) ? fallback : this.integer(index, label, min, max);
  }

  oneOf<T extends number>(index: number, label: string, allowed: readonly T[], meaning: string): T {
    const value = this.args[index];
    if (typeof value !== 'number' || !allowed.includes(Math.trunc(value) as T)) {
      this.fail(index, label, `debe ser ${meaning}`);
    }
    return Math.trunc(value) as T;
  }

  boolean(index: number, label: string): boolean {
    const value = this.args[index];
    if (typeof value !== 'boolean') this.fail(index, label, 'debe ser true o false');
    return value;
  }

  optionalBoolean(index: number, label: string, fallback: boolean): boolean {
    return this.isMissing(index) ? fallback : this.boolean(index, label);
  }
}
