import { CORREO_NO_CONFIGURADO_MESSAGE, destinatariosDelComprador } from '@facturador/shared/domain/documents';
import { CLIENTE_SIN_CORREO_MESSAGE, ESTADO_DE_CUENTA_ENVIADO_MESSAGE } from '@facturador/shared/domain/receivables';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../errors';
import type { SecretBox } from '../emission/certificates';
import { mailSettings } from '../mail/mail-settings';
import { sendSmtp } from '../mail/smtp';
import { statementMessage } from './messages';
import { senderOf } from './sender';
import { customerStatement, type StatementPeriod } from './statement';
import { statementCompany, statementFileName, statementPdf } from './statement-files';

/**
 * POST /api/clientes/{identificacion}/estado-de-cuenta/correo: the statement's PDF to the customer's
 * e-mail (or the addresses given), sent now; 502 with SMTP's reason when the server refuses it.
 */
export async function mailStatement(
  db: Db,
  box: SecretBox,
  config: MailConfig,
  emisorId: string,
  identificacion: string,
  period: StatementPeriod & { destinatarios?: string[] },
) {
  const statement = await customerStatement(db, emisorId, identificacion, period);
  const to = period.destinatarios?.length
    ? period.destinatarios
    : destinatariosDelComprador(identificacion, statement.cliente.email);
  if (to.length === 0) throw badRequest(CLIENTE_SIN_CORREO_MESSAGE);
  const settings = await mailSettings(db, box, emisorId);
  const smtpUrl = settings?.smtpUrl ?? config.smtpUrl;
  if (!settings || !smtpUrl) throw new HttpError(503, CORREO_NO_CONFIGURADO_MESSAGE);
  const pdf = await statementPdf(statement, await statementCompany(db, emisorId));
  const message = statementMessage(senderOf(settings, config.smtpFrom), to, statement, {
    filename: statementFileName(identificacion, statement.hasta, 'pdf'),
    content: pdf,
  });
  const sent = await sendSmtp({ url: smtpUrl, timeoutMs: config.smtpTimeoutMs }, message);
  if (sent.kind !== 'enviado') throw new HttpError(502, `El servidor de correo no aceptó el mensaje: ${sent.motivo}`);
  return { mensaje: ESTADO_DE_CUENTA_ENVIADO_MESSAGE, destinatarios: to, messageId: sent.messageId };
}
