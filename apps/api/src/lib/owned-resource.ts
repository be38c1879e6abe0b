// One shape for an owner's write on `/…/:id` (docs/decisions/136-service-dependencies.md): the
// route's `preValidation` guard (eventOwnerGuard, ownerGuard) has answered 401/403/404; the handler
// takes the checked row and asserts the state the write needs (an editable event, a Business
// provider) before calling its service. Used by event-detail's edits and providers' Business writes.
import type { FastifyRequest } from 'fastify';

export type OwnedLoader<Row> = (request: FastifyRequest, id: number) => Promise<Row>;

/**
 * `const editableEvent = ownedResource(ownedEvent, assertEditable)`, then in a handler
 * `const row = await editableEvent(request, 'edit')`: the owned row of `request.params.id`, after
 * `check(row, …args)` (which throws the 4xx).
 */
export function ownedResource<Row, Args extends unknown[]>(
  load: OwnedLoader<Row>,
  check: (row: Row, ...args: Args) => void,
) {
  return async (request: FastifyRequest & { params: { id: number } }, ...args: Args): Promise<Row> => {
    const row = await load(request, request.params.id);
    check(row, ...args);
    return row;
  };
}
