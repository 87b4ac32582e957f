import type { MailSettings } from '../mail/mail-settings';
import { parseAddress } from '../mail/smtp';
import type { Sender } from './messages';

/** The company as sender, as the invoices' e-mail shows it (its configured sender, or the deployment's address). */
export function senderOf(settings: MailSettings, smtpFrom: string): Sender {
  const deployment = parseAddress(smtpFrom);
  return {
    empresa: settings.nombreComercial || settings.razonSocial,
    from: {
      name: settings.remitenteNombre ?? settings.nombreComercial,
      address: settings.remitenteEmail ?? deployment.address,
    },
    replyTo: settings.email,
  };
}
