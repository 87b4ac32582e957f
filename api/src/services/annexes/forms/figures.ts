import { sumMoney } from '@facturador/shared/domain';
import type { Cifra, DocumentoDeCifra } from '@facturador/shared/domain/annexes';

/** A figure being summed: its documents kept, summed once at the end (money rounded per sum). */
export class Acumulado {
  private readonly documentos: DocumentoDeCifra[] = [];

  add(documento: DocumentoDeCifra): void {
    this.documentos.push(documento);
  }

  /** The figure, with its documents when `detalle`; a credit note's document counts negative. */
  cifra(detalle: boolean): Cifra {
    return {
      base: sumMoney(this.documentos.map((documento) => documento.base)),
      valor: sumMoney(this.documentos.map((documento) => documento.valor)),
      ...(detalle ? { documentos: this.documentos } : {}),
    };
  }

  get vacio(): boolean {
    return this.documentos.length === 0;
  }
}

/** Accumulators by a key, created on first use and read in key order. */
export class PorClave<K extends string | number> {
  private readonly map = new Map<K, Acumulado>();

  of(key: K): Acumulado {
    const found = this.map.get(key) ?? new Acumulado();
    this.map.set(key, found);
    return found;
  }

  keys(): K[] {
    return [...this.map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
}
