import { ENVIOS_WHATSAPP_LABEL, type EnvioWhatsapp } from '@facturador/shared/domain/documents';
import { formatDateTime } from '../../../common/format';

/** `+593 99 123 4567`: a wa.me number (5939XXXXXXXX) as people read it. */
export function formatCelular(numero: string): string {
  const match = /^593(\d{2})(\d{3})(\d{4})$/.exec(numero);
  return match ? `+593 ${match[1]} ${match[2]} ${match[3]}` : numero;
}

/** «Enviado por WhatsApp» on a card (issue 44): every send, oldest first — to which number, who and when. */
export function WhatsappSends({ envios }: { envios: EnvioWhatsapp[] | undefined }) {
  if (!envios?.length) return null;
  return (
    <div className="col-span-2">
      <dt className="text-xs text-slate-500">{ENVIOS_WHATSAPP_LABEL}</dt>
      <dd className="mt-0.5 text-sm">
        <ul className="space-y-0.5">
          {envios.map((envio) => (
            <li key={`${envio.fecha}-${envio.telefono}`}>
              <span className="font-mono">{formatCelular(envio.telefono)}</span>{' '}
              <span className="text-slate-500">
                por {envio.usuario}, <span className="tabular-nums">{formatDateTime(envio.fecha)}</span>
              </span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
