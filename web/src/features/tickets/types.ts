export type TicketStatus = 'valid' | 'used' | 'cancelled' | 'transferred';

/** GET /tickets/{token} */
export interface Ticket {
  token: string;
  status: TicketStatus;
  holder: { name: string; cpf_masked: string };
  event: { id: number; nome: string; imagem?: string | null };
  session: { inicio: string; timezone?: string | null };
  sector: string;
  type?: 'full' | 'half' | string;
  /** A half-price ticket's entitlement (estudante, professor, pcd, id_jovem, idoso), checked at the door. */
  half_proof?: string | null;
  place?: { nome?: string; endereco?: string; cidade?: string; uf?: string; map_url?: string } | null;
  order_hash?: string;
  checked_in_at?: string | null;
  /** RFC 3339: the owner may transfer until then; null when transfer is not possible. */
  transfer_until?: string | null;
  /** RFC 3339: when the time to transfer a valid ticket ended, once it has; null otherwise. */
  transfer_ended?: string | null;
  /** Present when the caller's Bearer owns the ticket's order. */
  owner?: boolean;
}

export interface TransferInput {
  name: string;
  cpf: string;
  email: string;
}
