import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SriMensaje } from '@facturador/shared/domain';

/** What the simulator remembers per access key: every reception attempt and its outcome. */
export interface Attempt {
  estado: 'EN PROCESO' | 'AUTORIZADO' | 'NO AUTORIZADO';
  /** Epoch ms of RECIBIDA. */
  receivedAt: number;
  /** Epoch ms of the decision. */
  decidedAt?: number;
  mensajes: SriMensaje[];
  xml: string;
}

export interface SimDocument {
  claveAcceso: string;
  ruc: string;
  codDoc: string;
  ambiente: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  /** Fault switches carried by the document itself. */
  faults: string[];
  attempts: Attempt[];
}

const serieKey = (doc: Pick<SimDocument, 'ruc' | 'codDoc' | 'ambiente' | 'estab' | 'ptoEmi' | 'secuencial'>) =>
  `${doc.ruc}|${doc.codDoc}|${doc.ambiente}|${doc.estab}|${doc.ptoEmi}|${doc.secuencial}`;

/** In memory, optionally mirrored to a JSON file (written shortly after each change and on close). */
export class SimStore {
  private readonly byKey = new Map<string, SimDocument>();
  private readonly bySerie = new Map<string, Set<string>>();
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file?: string) {
    if (file) this.load(file);
  }

  get(claveAcceso: string): SimDocument | undefined {
    return this.byKey.get(claveAcceso);
  }

  /** Other keys already holding this serie + secuencial. */
  sameSecuencial(doc: Omit<SimDocument, 'attempts' | 'faults'>): SimDocument[] {
    const keys = this.bySerie.get(serieKey(doc)) ?? new Set();
    return [...keys].filter((key) => key !== doc.claveAcceso).map((key) => this.byKey.get(key)!);
  }

  put(doc: SimDocument): void {
    this.byKey.set(doc.claveAcceso, doc);
    const key = serieKey(doc);
    let keys = this.bySerie.get(key);
    if (!keys) {
      keys = new Set();
      this.bySerie.set(key, keys);
    }
    keys.add(doc.claveAcceso);
    this.changed();
  }

  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 200);
    this.saveTimer.unref();
  }

  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.file) return;
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify({ documents: [...this.byKey.values()] }));
    renameSync(temporary, this.file);
  }

  clear(): void {
    this.byKey.clear();
    this.bySerie.clear();
    this.changed();
  }

  all(): SimDocument[] {
    return [...this.byKey.values()];
  }

  private load(file: string): void {
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch {
      return;
    }
    const saved = JSON.parse(content) as { documents?: SimDocument[] };
    for (const doc of saved.documents ?? []) this.put(doc);
  }
}
