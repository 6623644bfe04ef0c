import type { EsimBundleState } from '@tern/contracts';

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

/** One plan on an eSIM as the provider reports it, named by the order line that bought it. */
export interface BundleReading {
  lineId: string;
  initialMb: number;
  /** -1 for unlimited plans. */
  remainingMb: number;
  state: EsimBundleState;
  startedAt: Date | null;
  expiresAt: Date | null;
}

/** What the provider says of an eSIM now: on a phone or not, and each plan's data left. */
export interface EsimReading {
  installed: boolean;
  voided: boolean;
  bundles: BundleReading[];
}

/** A plan to put on an eSIM the traveller already has (a top-up); the line id is idempotent. */
export interface TopUpRequest extends ProvisionRequest {
  iccid: string;
}

/**
 * Where eSIMs come from. Timeouts and 5xx surface as thrown errors (the job retries them);
 * "no stock" is a normal answer, not an error, and so are the refusals below.
 */
export interface EsimProvider {
  readonly name: string;
  provision(request: ProvisionRequest): Promise<ProvisionResult>;
  /** Reads an eSIM's state and plans (the usage job calls this, never a page). */
  read(iccid: string): Promise<EsimReading>;
  /** Adds a plan to an existing eSIM; asking again for the same line adds it once. */
  addBundle(request: TopUpRequest): Promise<void>;
  /** Switches off an eSIM never installed, before its refund; 'in-use' once it is on a phone. */
  voidProfile(iccid: string): Promise<'voided' | 'in-use'>;
  /** Takes back a plan that has not started (a top-up refunded); 'started' once it has. */
  revokeBundle(iccid: string, lineId: string): Promise<'revoked' | 'started'>;
  /**
   * Issues the same eSIM again (deleted, or a new phone): a new activation code for the same
   * ICCID and plans. Absent where the provider cannot; 'not-possible' with why when it refuses.
   */
  reissue?(
    iccid: string,
  ): Promise<{ kind: 'reissued'; profile: EsimProfile } | { kind: 'not-possible'; reason: string }>;
}
