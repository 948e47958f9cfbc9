/** "27.2 KB", "102 KB": sizes as the checks show them (1 KB = 1024 bytes, as Gmail's limit is given). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).replace(/\.0$/, "")} KB`;
}

/** "27,844": exact byte counts, grouped for reading. */
export function formatBytes(bytes: number): string {
  return bytes.toLocaleString("en-US");
}
