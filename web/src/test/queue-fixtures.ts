import type { QueueStatus } from '../features/queue/api';

/** A visitor's place in event 7's line, shaped like docs/waiting-room.md. */
export function queueStatusFixture(overrides: Partial<QueueStatus> = {}): QueueStatus {
  return {
    fila: true,
    linha: 'e7',
    estado: 'aguardando',
    posicao: 12,
    a_frente: 11,
    na_fila: 340,
    por_minuto: 3,
    configurado_por_minuto: 300,
    espera_segundos: 240,
    abertura: null,
    passe_expira: null,
    atualizado: '2026-12-01T13:20:00Z',
    evento: 7,
    sessao: 0,
    ...overrides,
  };
}

/** The status of place `posicao`, people ahead and wait to match. */
export function placeFixture(posicao: number, overrides: Partial<QueueStatus> = {}): QueueStatus {
  return queueStatusFixture({ posicao, a_frente: posicao - 1, espera_segundos: (posicao - 1) * 20, ...overrides });
}
