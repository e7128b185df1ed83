/**
 * The shop's one clock for what it writes: the time as every table stores it (ISO 8601, UTC,
 * which sorts as text on both databases).
 */
export const now = () => new Date().toISOString();
