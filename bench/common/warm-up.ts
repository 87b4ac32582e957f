import autocannon from 'autocannon';

export interface WarmUpOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds per round. */
  roundSeconds?: number;
  /** Stable when a round's rate is within this fraction of the previous round's. */
  tolerance?: number;
  maxRounds?: number;
}

/**
 * Loads the endpoint in short rounds until the rate is stable (JIT, pools, caches warm): two
 * consecutive rounds within `tolerance` of each other. A fixed warm-up left the first scenario
 * measured cold. Returns the rates of the rounds, printed next to the results.
 */
export async function warmUpUntilStable(options: WarmUpOptions): Promise<number[]> {
  const { roundSeconds = 2, tolerance = 0.1, maxRounds = 10, ...request } = options;
  const rates: number[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const result = await autocannon({ ...request, duration: roundSeconds });
    rates.push(Math.round(result.requests.average));
    const [previous, last] = rates.slice(-2);
    if (previous !== undefined && last !== undefined && Math.abs(last - previous) <= tolerance * previous) break;
  }
  const stable = rates.length < maxRounds ? 'estable' : `sin estabilizar tras ${maxRounds} rondas`;
  console.log(`calentamiento (${roundSeconds} s por ronda, ${stable}): ${rates.join(' → ')} /s`);
  return rates;
}
