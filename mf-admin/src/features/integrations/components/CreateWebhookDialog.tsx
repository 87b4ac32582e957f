import { createWebhook } from '@facturador/shared/api/integrations';
import {
  crearWebhookSchema,
  EVENTO_WEBHOOK_ETIQUETAS,
  EVENTOS_WEBHOOK,
  type EventoWebhook,
  type WebhookCreado,
} from '@facturador/shared/domain/integrations';
import { TextField, ToggleField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { DialogForm } from '../../../common/DialogForm';
import { FormErrors } from '../../../common/FormErrors';
import { useFormValues } from '../../../common/useFormValues';

/** «Registrar webhook»: where to POST and which events; the signing secret comes back once. */
export function CreateWebhookDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: WebhookCreado) => void;
}) {
  const { values, field, check, errors } = useFormValues({ url: '' });
  const [eventos, setEventos] = useState<EventoWebhook[]>(['documento.autorizado', 'documento.no-autorizado']);
  const first = useRef<HTMLInputElement>(null);
  const created = useRef<WebhookCreado | null>(null);

  return (
    <DialogForm
      title="Registrar webhook"
      className="grid gap-4 p-1"
      initialFocusRef={first}
      validate={() => check(crearWebhookSchema, { url: values.url, eventos })}
      save={async (body) => {
        created.current = await createWebhook(body);
      }}
      saveError="Error al registrar el webhook"
      submitLabel="Registrar webhook"
      onClose={onClose}
      onSaved={() => {
        if (created.current) onCreated(created.current);
      }}
    >
      <TextField
        ref={first}
        label="URL del webhook"
        type="url"
        placeholder="https://mi-tienda.example/facturador"
        hint="Recibirá un POST con JSON firmado por cada evento"
        autoComplete="off"
        {...field('url')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Eventos</legend>
        {EVENTOS_WEBHOOK.map((evento) => (
          <ToggleField
            key={evento}
            label={EVENTO_WEBHOOK_ETIQUETAS[evento]}
            hint={evento}
            checked={eventos.includes(evento)}
            onChange={(checked) =>
              setEventos((current) => (checked ? [...current, evento] : current.filter((e) => e !== evento)))
            }
          />
        ))}
        <FormErrors messages={errors.eventos ? [errors.eventos] : []} />
      </fieldset>
    </DialogForm>
  );
}
