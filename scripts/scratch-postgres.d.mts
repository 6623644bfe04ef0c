export function createScratchDatabase(
  serverUrl: string,
  prefix?: string,
  /** A database to copy (CREATE DATABASE … TEMPLATE); omitted, the new one is empty. */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
