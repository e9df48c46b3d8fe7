export interface CheckinOk {
  status: 'ok';
  holder: string | { name: string; cpf_masked?: string };
  sector: string;
  type?: string;
  session?: string | { inicio: string; timezone?: string | null };
}

/** 409 body: why the ticket may not enter. */
export interface CheckinRefusal {
  message: string;
  reason?: string;
  checked_in_at?: string | null;
  holder?: string | { name: string } | null;
  sector?: string | null;
}

export interface SessionStats {
  session_id: number;
  event: string | { id: number; nome: string };
  inicio: string;
  timezone?: string | null;
  sold: number;
  checked_in: number;
  remaining: number;
}

/** What the page shows for one scan. */
export type ScanResult =
  | { kind: 'ok'; token: string; data: CheckinOk }
  | { kind: 'refused'; token: string; data: CheckinRefusal }
  | { kind: 'badKey'; token: string }
  | { kind: 'queued'; token: string }
  | { kind: 'error'; token: string; message?: string };
