import { describe, expect, it } from 'vitest';
import { atsProblemasAviso, diaVencimientoMensual, periodoAtsPorVencer, presentaAts } from './filing-reminder';

describe('recordatorio del ATS', () => {
  it('falls due on the day the RUC’s ninth digit sets, and reminds of last month until then', () => {
    expect(diaVencimientoMensual('1790012344001')).toBe(16);
    expect(diaVencimientoMensual('1312456781001')).toBe(24);
    expect(diaVencimientoMensual('1390012300001')).toBe(28);
    expect(periodoAtsPorVencer('2027-01-24', '1312456781001')).toEqual({ anio: 2026, mes: 12 });
    expect(periodoAtsPorVencer('2027-01-25', '1312456781001')).toBeNull();
  });

  it('says the month and the count in Spanish', () => {
    expect(atsProblemasAviso({ anio: 2026, mes: 11 }, 3)).toBe('ATS de noviembre: 3 problemas');
    expect(atsProblemasAviso({ anio: 2026, mes: 9 }, 1)).toBe('ATS de septiembre: 1 problema');
  });

  it('knows who files the ATS', () => {
    const none = { obligadoContabilidad: false, contribuyenteEspecial: '', agenteRetencion: '' };
    expect(presentaAts(none)).toBe(false);
    expect(presentaAts({ ...none, obligadoContabilidad: true })).toBe(true);
    expect(presentaAts({ ...none, agenteRetencion: 'NAC-DNCRASC20-00000001' })).toBe(true);
  });
});
