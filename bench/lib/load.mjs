// Runs one autocannon measurement and reduces it to the figures we report.
import autocannon from 'autocannon';

export async function measure({
  name,
  url,
  headers = {},
  connections = 50,
  duration = 10,
  setupRequest,
}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: setupRequest ? [{ setupRequest }] : undefined,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failed,
  };
}

/** Sends a few requests first so caches, JIT and the database are warm before measuring. */
export async function warm(url, headers, times = 200) {
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`warm-up ${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
