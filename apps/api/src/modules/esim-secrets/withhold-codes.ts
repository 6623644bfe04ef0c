/** The parts of an eSIM delivery that install the eSIM: only its owner may see them. */
const INSTALLING_FIELDS = ['matchingId', 'lpaString', 'iosInstallUrl', 'androidInstallUrl'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A traveller's order view as staff see it: every eSIM delivery in it (a plan's, a ticket's free
 * data, the legacy top-level `esim`) with its activation code, LPA string and install links
 * emptied; ICCID and SM-DP+ address, which support needs, stay. Any delivery found is withheld,
 * whichever kind of line a later change puts it in.
 */
export function withholdActivationCodes<T>(view: T): T {
  if (Array.isArray(view)) return view.map(withholdActivationCodes) as T;
  if (!isPlainObject(view)) return view;
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(view)) copy[name] = withholdActivationCodes(value);
  if ('lpaString' in copy || 'matchingId' in copy)
    for (const name of INSTALLING_FIELDS) if (name in copy) copy[name] = '';
  return copy as T;
}
