import { errorMessage } from '@facturador/shared/api';
import { patchCompraSustento, SUSTENTO_GUARDAR_ERROR_MESSAGE } from '@facturador/shared/api/annexes';
import { type CompraConSustento, codigosSustentoVigentes } from '@facturador/shared/domain/annexes';
import { SelectField } from '@facturador/shared/ui';
import { useState } from 'react';

/**
 * A purchase's código de sustento for the ATS (Tabla 5, the codes in force on its date), saved as it is
 * chosen. Without one, the supplier's last code is offered first («sugerido»), never stored unasked.
 */
export function SustentoCell({ compra, onSaved }: { compra: CompraConSustento; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sugerido = compra.codSustento ? null : compra.codSustentoSugerido;
  const codigos = codigosSustentoVigentes(compra.fechaEmision);

  async function choose(codSustento: string) {
    if (!codSustento) return;
    setSaving(true);
    setError(null);
    try {
      await patchCompraSustento(compra.id, { codSustento });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, SUSTENTO_GUARDAR_ERROR_MESSAGE));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="min-w-48">
      <SelectField
        label="Código de sustento"
        hiddenLabel={`de la compra ${compra.numero}`}
        options={[
          { value: '', label: sugerido ? `Elegir (sugerido ${sugerido})` : 'Elegir' },
          ...codigos.map((codigo) => ({
            value: codigo.codigo,
            label: `${codigo.codigo} - ${codigo.descripcion}${codigo.codigo === sugerido ? ' (sugerido)' : ''}`,
          })),
        ]}
        value={compra.codSustento ?? ''}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
