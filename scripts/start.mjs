// `npm start`: builds if needed, then serves the API and the web storefront on localhost with the
// embedded database (seeded on first start), and prints the URL. Ctrl+C stops both.
import { resolve } from 'node:path';
import { ensureBuilt, repoRoot } from './build.mjs';
import { startServers } from './servers.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');

try {
  await ensureBuilt();
  const servers = await startServers({ webPort, apiPort, dataDir, stdio: 'inherit' });
  console.log(`\nTern is running at ${servers.webUrl}  (API: ${servers.apiUrl}/v1/docs)\n`);
  const stop = async () => {
    await servers.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  servers.exited.then((code) => process.exit(code ?? 1));
} catch (error) {
  console.error(`Could not start Tern: ${error.message}`);
  process.exit(1);
}
