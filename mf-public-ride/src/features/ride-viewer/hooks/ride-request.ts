import { runtimeConfig } from '@facturador/shared/config';

/** GET /api/factura_ride/{clave} as it came back: the summary and the RIDE read the same answer. */
export interface RideAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

const answers = new Map<string, Promise<RideAnswer>>();

/**
 * One request per key and page: the summary asks on load, «Ver factura» takes the same answer (or
 * waits for it), so the invoice is fetched once. Plain fetch keeps the first view light. A failed
 * lookup (unreachable API, 429, unknown key) is forgotten, so the next «Ver factura» asks again.
 */
export function requestRide(clave: string): Promise<RideAnswer> {
  let answer = answers.get(clave);
  if (!answer) {
    const url = `${runtimeConfig().apiUrl.replace(/\/$/, '')}/api/factura_ride/${encodeURIComponent(clave)}`;
    answer = fetch(url).then(async (response) => ({
      ok: response.ok,
      status: response.status,
      body: await response.json().catch(() => null),
    }));
    answers.set(clave, answer);
    answer.then(
      (settled) => {
        if (!settled.ok) answers.delete(clave);
      },
      () => answers.delete(clave),
    );
  }
  return answer;
}
