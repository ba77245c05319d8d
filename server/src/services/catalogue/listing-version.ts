import type { Queryable } from '../../db/types';
import { catalogueVersion } from '../../repos/catalogue/catalogue-version';

const reading = new WeakMap<object, Promise<number | null>>();

/**
 * The catalogue version cached listings are keyed by, read from the database on every request so
 * a change is seen at once (one primary-key read, far cheaper than the listing). Concurrent
 * callers share one read, so under load fifty requests cost one round trip. The price: a request
 * may get the answer of a read begun just before it arrived (at most one round trip older), as
 * if it had arrived that much earlier; a client that asks after its own write sees it unless a
 * read was already in flight at that moment.
 */
export function listingVersion(db: Queryable): Promise<number | null> {
  let pending = reading.get(db);
  if (!pending) {
    pending = catalogueVersion(db).finally(() => reading.delete(db));
    reading.set(db, pending);
  }
  return pending;
}
