/**
 * SQL about `outbox_jobs` for another module's statement that shows a job beside its own row in
 * one query (one round trip): the table's name stays in this module.
 */

/** Each job's id and how it ended, when it gave up: a subquery for a LEFT JOIN on `id` (jobId(kind, subject)). */
export const JOB_ENDS_SQL = "(SELECT id, dead_at, last_error FROM outbox_jobs)";
