/** What a traveller's phone needs to download the eSIM (GSMA SGP.22). */
export interface EsimProfile {
  iccid: string;
  smdpAddress: string;
  matchingId: string;
}

export type ProvisionResult = { kind: 'profile'; profile: EsimProfile } | { kind: 'out-of-stock' };

export interface ProvisionRequest {
  /** Our order line id: providers treat it as the idempotency key, so asking twice gives one eSIM. */
  reference: string;
  packageCode: string;
  destinationIso: string | null;
  dataAmountMb: number;
  durationDays: number;
}

export interface EsimUsage {
  initialMb: number;
  /** -1 for unlimited plans. */
  remainingMb: number;
  status: 'not-installed' | 'active' | 'expired';
}

/**
 * Where eSIMs come from. Timeouts and 5xx surface as thrown errors (the job retries them);
 * "no stock" is a normal answer, not an error.
 */
export interface EsimProvider {
  readonly name: string;
  provision(request: ProvisionRequest): Promise<ProvisionResult>;
  usage(
    iccid: string,
    plan: { dataAmountMb: number; durationDays: number; assignedAt: Date },
  ): Promise<EsimUsage>;
}
