import { API_KEY_HEADER, EVENTOS_WEBHOOK, WEBHOOK_HEADERS } from '@facturador/shared/domain/integrations';

/** The OpenAPI tag of integrators (issue #28): how another system emits and hears back, with examples. */
export const INTEGRADORES_TAG = 'Integradores';

const eventos = EVENTOS_WEBHOOK.map((evento) => `\`${evento}\``).join(', ');

export const integradoresTag = {
  name: INTEGRADORES_TAG,
  description: [
    'Para tiendas en línea, sistemas de punto de venta y ERP que emiten sin una persona frente a la pantalla.',
    '',
    '**1. Clave de API.** Un administrador la crea en *Administración → Integraciones* o con',
    '`POST /api/claves-api` `{"nombre": "Tienda en línea", "permisos": ["emitir", "consultar"]}`. La respuesta',
    'trae `secreto` una sola vez (se guarda solo su huella). Envíela en la cabecera',
    `\`${API_KEY_HEADER}\` en lugar de \`Authorization\`. \`emitir\` abre \`POST /api/facturar\` (facturas y notas`,
    'de crédito, con `Idempotency-Key`); `consultar` abre `GET /api/facturas`, `GET /api/facturas/{clave}` y',
    '`GET /api/facturas/exportar`. El XML y el RIDE son públicos por clave de acceso. La clave actúa con el almacén',
    'y el punto de emisión del administrador que la creó, nunca administra la empresa, tiene un límite de',
    'solicitudes por minuto (429 con `Retry-After`) y deja de valer en cuanto se revoca (`DELETE /api/claves-api/{id}`).',
    '',
    '```bash',
    `curl -X POST https://facturador.example/api/facturar -H '${API_KEY_HEADER}: fac_…' \\`,
    "  -H 'Idempotency-Key: pedido-1001' -H 'content-type: application/json' -d @factura.json",
    '```',
    '',
    `**2. Webhooks.** \`POST /api/webhooks\` \`{"url": "https://tienda.example/sri", "eventos": [...]}\` con ${eventos}.`,
    'La respuesta trae el `secreto` de firma una sola vez. Cada evento llega una vez por webhook como `POST` JSON',
    '`{id, evento, creado, datos}` (`datos`: claveAcceso, número, estado, importeTotal, comprador, autorización,',
    'mensajes del SRI, enlace al RIDE), con las cabeceras',
    `\`${WEBHOOK_HEADERS.evento}\`, \`${WEBHOOK_HEADERS.entrega}\` (el id, para descartar repetidos),`,
    `\`${WEBHOOK_HEADERS.timestamp}\` (segundos Unix) y \`${WEBHOOK_HEADERS.firma}\`: \`v1=\` + HMAC-SHA256 en hexadecimal`,
    'con el secreto sobre `timestamp + "." + cuerpo`. Responda 2xx en menos de 10 s; si no, se reintenta con',
    'esperas crecientes durante 24 h (`GET /api/webhooks/{id}/entregas` muestra cada intento, y se reenvía a mano).',
    '',
    '```js',
    "const firma = crypto.createHmac('sha256', secreto).update(timestamp + '.' + cuerpoCrudo).digest('hex');",
    "const valida = crypto.timingSafeEqual(Buffer.from('v1=' + firma), Buffer.from(cabeceraFirma));",
    '```',
  ].join('\n'),
};

export const apiKeySecurityScheme = { type: 'apiKey', in: 'header', name: 'X-Api-Key' } as const;

/** For routes open to keys: a bearer token or an API key. */
export const bearerOrApiKey: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }];
