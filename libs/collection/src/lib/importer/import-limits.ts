/**
 * Up to how many records an import into a collection updates the derived data of the
 * objects it writes, batch by batch (derived-delta.ts), rather than rebuilding it for the
 * whole collection at its end. A first import, a `sync`, a `rebuild` and a larger import
 * rebuild it all (an import that passes this many stops updating and rebuilds at the end).
 */
export const INCREMENTAL_RECORDS = 5000;
