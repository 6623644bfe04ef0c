import { createServer, type Server } from 'node:http';
import { makeIccid } from '../../src/providers/esim/iccid';

export const ESIM_GO_KEY = 'test-esim-go-key';

/** A local stand-in for an eSIM Go style wholesaler, with switchable outages. */
export async function startFakeEsimGo() {
  const state = {
    orders: [] as { item: string; reference: string; iccid: string }[],
    /** Each bundle assignment, as the wholesaler keeps it per eSIM. */
    assignments: [] as {
      id: string;
      iccid: string;
      item: string;
      reference: string;
      bundleState: string;
      initialQuantity: number;
      remainingQuantity: number;
    }[],
    /** The profile's state on the phone, by ICCID (Released until downloaded). */
    profileStatus: new Map<string, string>(),
    failuresLeft: 0,
    failWith: 503,
    apiKeys: new Set<string>(),
  };
  const bytesOf = (item: string) => {
    const gb = /_(\d+)GB_/.exec(item);
    return gb ? Number(gb[1]) * 1_000_000_000 : -1;
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      state.apiKeys.add(String(request.headers['x-api-key']));
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers['x-api-key'] !== ESIM_GO_KEY)
        return reply(403, { message: 'Unauthorised' });
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        return reply(state.failWith, { message: 'Service unavailable' });
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/orders') {
        const reference = `ref-${state.orders.length + 1}`;
        const { item, iccids } = JSON.parse(body).order[0] as { item: string; iccids?: string[] };
        const iccid = iccids?.[0] ?? makeIccid(BigInt(5_000_000 + state.orders.length));
        state.orders.push({ item, reference, iccid });
        state.assignments.push({
          id: `asg-${state.assignments.length + 1}`,
          iccid,
          item,
          reference,
          bundleState: 'queued',
          initialQuantity: bytesOf(item),
          remainingQuantity: bytesOf(item),
        });
        return reply(200, { orderReference: reference, status: 'completed' });
      }
      if (request.method === 'GET' && url.pathname === '/esims/assignments') {
        const index = state.orders.findIndex(
          (o) => o.reference === url.searchParams.get('reference'),
        );
        if (index < 0) return reply(400, { message: 'reference not found' });
        return reply(200, [
          {
            iccid: state.orders[index]!.iccid,
            smdpAddress: 'rsp.wholesale.example',
            matchingId: `MATCH-${index + 1}`,
          },
        ]);
      }
      const esim = /^\/esims\/(\d+)(\/bundles)?(?:\/([^/]+)\/assignments\/([^/]+))?$/.exec(
        url.pathname,
      );
      if (esim) {
        const [, iccid, bundles, name, assignmentId] = esim;
        const mine = state.assignments.filter((a) => a.iccid === iccid);
        if (mine.length === 0) return reply(404, { message: 'eSIM not found' });
        if (request.method === 'GET' && !bundles)
          return reply(200, {
            iccid,
            profileStatus: state.profileStatus.get(iccid!) ?? 'Released',
          });
        if (request.method === 'GET' && bundles && !name)
          return reply(200, {
            bundles: [...new Set(mine.map((a) => a.item))].map((item) => ({
              name: item,
              assignments: mine
                .filter((a) => a.item === item)
                .map((a) => ({
                  id: a.id,
                  assignmentReference: a.reference,
                  bundleState: a.bundleState,
                  initialQuantity: a.initialQuantity,
                  remainingQuantity: a.remainingQuantity,
                  unlimited: a.initialQuantity < 0,
                })),
            })),
          });
        if (request.method === 'DELETE' && name) {
          const assignment = mine.find((a) => a.id === assignmentId && a.item === name);
          if (!assignment) return reply(404, { message: 'assignment not found' });
          if (assignment.bundleState !== 'queued')
            return reply(400, { message: 'bundle already started' });
          assignment.bundleState = 'revoked';
          return reply(200, {});
        }
      }
      return reply(404, { message: 'not faked' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise((r) => server.close(r)),
  };
}
