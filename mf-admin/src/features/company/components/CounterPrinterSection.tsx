import { type PrintAnswer, printText, readCounterPrinter, saveCounterPrinter } from '@facturador/shared/api';
import { DEFAULT_IMPRESORA, testPageText } from '@facturador/shared/domain';
import { secondaryButtonClass, TextField, ToggleField } from '@facturador/shared/ui';
import { useState } from 'react';
import { cardClass } from '../../../common/styles';

/**
 * 'Impresora del mostrador' (issue 25): this browser's receipt printing — the localStorage
 * settings imprimirComprobante and nombreImpresora that spec 01 §9 reads — and a test page
 * through the print agent, whose answer is shown.
 */
export function CounterPrinterSection() {
  const [settings, setSettings] = useState(readCounterPrinter);
  const [answer, setAnswer] = useState<PrintAnswer | null>(null);
  const [printing, setPrinting] = useState(false);
  const change = (next: Partial<typeof settings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    saveCounterPrinter(merged);
  };

  const printTest = async () => {
    setPrinting(true);
    setAnswer(null);
    const nombre = settings.nombreImpresora.trim() || DEFAULT_IMPRESORA;
    setAnswer(await printText(testPageText(nombre, new Date()), nombre));
    setPrinting(false);
  };

  return (
    <section aria-labelledby="impresora-mostrador" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="impresora-mostrador" className="text-lg font-semibold text-slate-900">
        Impresora del mostrador
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Se guarda en este navegador: configúrelo en cada equipo de caja. Requiere el agente de impresión instalado en el
        equipo.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ToggleField
          className="sm:col-span-2"
          label="Imprimir el comprobante de pago al emitir"
          hint="En papel térmico de 80 mm (48 columnas), después de cada documento enviado"
          checked={settings.imprimirComprobante}
          onChange={(imprimirComprobante) => change({ imprimirComprobante })}
        />
        <TextField
          label="Nombre de la impresora"
          hint={`El nombre configurado en el agente de impresión (por omisión ${DEFAULT_IMPRESORA})`}
          value={settings.nombreImpresora}
          onChange={(event) => change({ nombreImpresora: event.target.value })}
        />
        <div className="flex items-end">
          <button type="button" className={secondaryButtonClass} disabled={printing} onClick={() => void printTest()}>
            {printing ? 'Imprimiendo...' : 'Imprimir prueba'}
          </button>
        </div>
      </div>
      <p role="status" className={`mt-3 text-sm ${answer?.ok ? 'text-emerald-700' : 'text-red-700'}`}>
        {answer ? `${answer.ok ? 'El agente respondió' : 'No se imprimió'}: ${answer.message}` : ''}
      </p>
    </section>
  );
}
