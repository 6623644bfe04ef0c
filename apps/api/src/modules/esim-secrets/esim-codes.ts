import {
  createSealer,
  isSealed,
  SealedTextError,
  type SealingKey,
  sealedPrefix,
} from './sealed-text';

/**
 * The row a code belongs to, authenticated with it: its ICCID (unique, known before the insert,
 * kept when the eSIM is issued again). A sealed code copied onto another eSIM does not open.
 */
const rowOf = (iccid: string) => `esim_profiles.matching_id:${iccid}`;

/**
 * eSIM activation codes (SM-DP+ matching ids) at rest: sealed when stored, opened only to show
 * them to their owner (docs/decisions/esim-code-encryption.md).
 */
export function createEsimCodes(keys: readonly SealingKey[]) {
  const sealer = createSealer(keys);
  return {
    currentKeyId: sealer.currentKeyId,
    /** What esim_profiles.matching_id holds for this code. */
    seal: (matchingId: string, iccid: string) => sealer.seal(matchingId, rowOf(iccid)),
    /**
     * The code as the phone needs it. A row stored before sealing (no `v1.` prefix) is read as
     * it is until the re-seal job reaches it.
     */
    open(profile: { iccid: string; matchingId: string }): string {
      if (!isSealed(profile.matchingId)) return profile.matchingId;
      try {
        return sealer.open(profile.matchingId, rowOf(profile.iccid));
      } catch (error) {
        if (!(error instanceof SealedTextError)) throw error;
        throw new SealedTextError(`activation code of eSIM ${profile.iccid}: ${error.message}`);
      }
    },
    /** Stored values already sealed under the current key start with this. */
    currentPrefix: sealedPrefix(sealer.currentKeyId),
  };
}

export type EsimCodes = ReturnType<typeof createEsimCodes>;
