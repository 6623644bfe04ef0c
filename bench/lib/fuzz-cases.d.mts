export type FuzzCase =
  | { raw: string }
  | {
      raw?: undefined;
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    };
export function random(seed: number): () => number;
export function fuzzCases(options?: {
  seed?: number;
  count?: number;
  rateLimited?: boolean;
}): FuzzCase[];
export function requestBytes(fuzzCase: FuzzCase, host: string): Buffer;
