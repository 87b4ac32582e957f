import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One suite at a time per machine: two e2e runs would fight over the same ports (3000–4100, 8000,
 * 9100). A second run waits here until the first one is done; a lock left by a dead run is taken over.
 */
const LOCK_FILE = join(tmpdir(), 'facturador-e2e-suite.lock');

function holderAlive(): boolean {
  try {
    const pid = Number(readFileSync(LOCK_FILE, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function acquireSuiteLock(): Promise<() => void> {
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(LOCK_FILE, { force: true });
    } catch {
      if (!holderAlive()) {
        rmSync(LOCK_FILE, { force: true });
        continue;
      }
      if (!announced) console.log('Otra ejecución e2e usa la suite en esta máquina; esperando a que termine…');
      announced = true;
      await new Promise((done) => setTimeout(done, 1000));
    }
  }
}
