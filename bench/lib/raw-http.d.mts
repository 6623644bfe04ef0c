export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  timedOut: boolean;
}
export function rawRequest(
  target: { host: string; port: number },
  bytes: Buffer | string,
  options?: { timeoutMs?: number },
): Promise<RawAnswer>;
export function parseAnswer(text: string): Omit<RawAnswer, 'timedOut'>;
