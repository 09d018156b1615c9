import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExactDecimal } from '@coffer/domain';

/** The ECB's daily file as published (single quotes, the gesmes envelope), plus a code we do not list. */
export const ecbDaily = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2024-04-10'>
\t\t\t<Cube currency='USD' rate='1.0860'/>
\t\t\t<Cube currency='JPY' rate='164.86'/>
\t\t\t<Cube currency='GBP' rate='0.85720'/>
\t\t\t<Cube currency='XDR' rate='0.8123'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

/** A few days of the historical file: newest first, a weekend and the Easter closure in between. */
export const ecbHistory = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<Cube>
<Cube time="2024-04-10"><Cube currency="USD" rate="1.0860"/><Cube currency="JPY" rate="164.86"/><Cube currency="GBP" rate="0.85720"/></Cube>
<Cube time="2024-04-08"><Cube currency="USD" rate="1.0823"/><Cube currency="JPY" rate="164.19"/><Cube currency="GBP" rate="0.85805"/></Cube>
<Cube time="2024-04-05"><Cube currency="USD" rate="1.0837"/><Cube currency="JPY" rate="164.10"/><Cube currency="GBP" rate="0.85713"/></Cube>
<Cube time="2024-03-28"><Cube currency="USD" rate="1.0811"/><Cube currency="JPY" rate="163.45"/><Cube currency="GBP" rate="0.85510"/></Cube>
<Cube time="2023-12-29"><Cube currency="USD" rate="1.1050"/><Cube currency="JPY" rate="156.33"/><Cube currency="GBP" rate="0.86905"/></Cube>
</Cube>
</gesmes:Envelope>`;

export interface EcbServer {
  url: string;
  /** A URL nothing listens on. */
  deadUrl: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Replace what a file answers: a body, an HTTP status, or 'hang' (never answers). */
  files: Record<string, string | number>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A tiny local stand-in for the ECB's eurofxref folder (no internet in tests). */
export async function ecbServer(files: Record<string, string | number>): Promise<EcbServer> {
  const state: EcbServer = { url: '', deadUrl: '', requests: [], files: { ...files }, close: async () => {} };
  const server = createServer((request, response) => {
    const name = (request.url ?? '').split('/').pop() ?? '';
    state.requests.push(name);
    const answer = state.files[name];
    if (answer === 'hang') return;
    if (answer === undefined || typeof answer === 'number') {
      response.writeHead(answer ?? 404).end('no');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml' }).end(answer);
  });
  state.url = `${await listen(server)}/stats/eurofxref/`;
  const dead = createServer();
  state.deadUrl = await listen(dead);
  await new Promise((resolve) => dead.close(resolve));
  state.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

/** |a / b - 1| <= ppm / 10^6, in integers. */
export function within(a: ExactDecimal, b: ExactDecimal, ppm: bigint): boolean {
  const scale = Math.max(a.scale, b.scale);
  const x = a.mantissa * 10n ** BigInt(scale - a.scale);
  const y = b.mantissa * 10n ** BigInt(scale - b.scale);
  const diff = x > y ? x - y : y - x;
  return diff * 1_000_000n <= y * ppm;
}
