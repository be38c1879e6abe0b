/**
 * User-event shapes of the API: the domain's types (z.infer of the schemas the API validates and
 * documents with, @eventos/domain events/event-responses.schemas.ts). `status` is the effective
 * one (expired once the date has passed).
 */
export type {
  CreateEventResponse,
  EventCustomer,
  EventInvitation,
  EventServiceOut,
  InvitationResponse,
  UserEvent,
  UserEventDetail,
} from '@eventos/domain';
