/**
 * SQL about `issue_broadcasts` for another module's statement that reads a broadcast beside its own
 * rows in one query (one round trip): the table's name stays in this module.
 */

/**
 * The broadcasts Kit holds: slug, Kit's id, when Kit reported it sent. One the reconciler found
 * deleted in Kit's app keeps its id (for "Schedule it again") but is not held: nothing asks Kit of it.
 * A subquery for a FROM or JOIN.
 */
export const KIT_BROADCASTS_SQL = "(SELECT slug, kit_id, sent_at FROM issue_broadcasts WHERE kit_id IS NOT NULL AND deleted_in_kit_at IS NULL)";
