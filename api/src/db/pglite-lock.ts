import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `El directorio de datos ${dataDir} ya está en uso por otro proceso (PID ${pid}). ` +
        'Detenga ese proceso o use otro DATA_DIR. / ' +
        `The data directory ${dataDir} is already in use by another process (PID ${pid}). ` +
        'Stop that process or set another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` (created atomically, holding our PID): two processes on one PGlite
 * directory corrupt it silently. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    if (holder === process.pid) throw new DataDirLockedError(dataDir, holder);
    // Stale lock (dead PID or unreadable): remove it and try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`No se pudo tomar el bloqueo ${lockPath}`);
}
