import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export type ConsoleUser = Schemas['OrgauthUser'];
export type ConsoleLogin = Schemas['OrgauthLogin'];
export type ConsoleIdentity = Schemas['OrgauthIdentity'];
export type Role = ConsoleUser['role'];
export type AuditEntry = Schemas['OrgauthEntry'];
export type OrganizerEvent = Schemas['CatalogOrganizerEvent'];
export type EventStatus = OrganizerEvent['status'];
export type Published = Schemas['HttpapiPublished'];
export type PreviewLink = Schemas['HttpapiPreviewLink'];
export type DoorKey = Schemas['TicketDoorKey'];
export type NewDoorKey = Schemas['HttpapiNewDoorKey'];
export type OrganizerSettings = Schemas['HttpapiOrganizerSettings'];
export type OrganizerMessage = Schemas['ContactReceived'];
export type OrderPage = Schemas['BackofficeOrderPage'];
export type OrderRow = Schemas['BackofficeOrderRow'];
export type OrderStatus = OrderRow['status'];
export type OrderDetail = Schemas['BackofficeOrderDetail'];
export type ResendAnswer = Schemas['HttpapiMessage'];
export type PreviewEvent = Schemas['CatalogEvent'];
export type OrganizerRefund = Schemas['CheckoutOrganizerRefund'];
export type EventCancellation = Schemas['CheckoutEventCancellation'];
export type QueuedRefund = Schemas['CheckoutQueuedRefund'];
export type QueuedRefundStatus = QueuedRefund['status'];
export type BankAccount = Schemas['CheckoutBankAccount'];
export type QueuedAccount = Schemas['CheckoutQueuedAccount'];
export type PayoutsReport = Schemas['PayoutsReport'];
export type Place = Schemas['CatalogPlaceEntry'];
export type NewPlace = Schemas['CatalogPlaceInput'];
export type UploadedPoster = Schemas['MediaUploaded'];
export type OrganizerCoupon = Schemas['CatalogOrganizerCoupon'];
export type CouponEvent = Schemas['CatalogCouponEvent'];
export type SavedCoupon = Schemas['CatalogSavedCoupon'];
export type CouponBody = Schemas['HttpapiCouponBody'];
export type EventSales = Schemas['BackofficeSales'];
export type SalesSession = Schemas['BackofficeSalesSession'];
export type SectorSales = Schemas['BackofficeSectorSales'];
export type MethodSales = Schemas['BackofficeMethodSales'];
export type DaySales = Schemas['BackofficeDaySales'];
/**
 * The waiting room of an event or of one session (docs/waiting-room.md); `fila_por_minuto` 0 or
 * absent is the store's rate. Written by hand until the server's document reaches `make api-types`.
 */
interface QueueDoc {
  fila?: boolean;
  fila_por_minuto?: number;
}

export type SessionDoc = Schemas['CatalogSessionInput'] & QueueDoc;
/** One event in the import document's form (docs/catalog-import.md), as the editor holds it. */
export type EventDoc = Omit<Schemas['CatalogEventInput'], 'sessoes'> & QueueDoc & { sessoes?: SessionDoc[] | null };
export type SectorDoc = Schemas['CatalogSectorInput'];
export type BatchDoc = Schemas['CatalogBatchInput'];
export type FaqDoc = Schemas['CatalogFAQInput'];
