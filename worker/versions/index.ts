// Versions pages key their cached copies by (migrations/0015_versions.sql), with two read policies.
export { bumpVersion, isolateVersion, readWithVersion, type IsolateVersion, type StatementGuard, type VersionName } from "./versions";
