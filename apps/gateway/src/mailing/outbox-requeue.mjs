/**
 * Puts failed outbox entries (all, or those named) back in the queue with a fresh budget of attempts.
 * Rejected and held deliveries are tried again: a person decided so, knowing a held one may arrive
 * twice. Shared by Outbox.retryFailed and tools/outbox.mjs, which runs without a build; resolves with the
 * ids queued again.
 */
export function requeueFailed(db, ids, now) {
  if (ids?.length === 0) {
    return Promise.resolve([]);
  }
  return db.transaction().execute(async (trx) => {
    const requeued = await trx
      .updateTable('outbox_entries')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        lease_until: null,
        lease_token: null,
        updated_at: now,
      })
      .where('status', '=', 'failed')
      .$if(ids !== undefined, (query) => query.where('id', 'in', ids))
      .returning('id')
      .execute();
    const requeuedIds = requeued.map((row) => row.id);
    if (requeuedIds.length > 0) {
      await trx
        .updateTable('outbox_deliveries')
        .set({ status: 'pending', in_doubt_since: null })
        .where('entry_id', 'in', requeuedIds)
        .where('status', 'in', ['rejected', 'held', 'sending'])
        .execute();
    }
    return requeuedIds;
  });
}
