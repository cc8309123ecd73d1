import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './resolver.ts';

/**
 * How an allowed request leaves: fetch-shaped, so a test can pass a recorder (or the global fetch for
 * an IP-literal URL on 127.0.0.1), plus `connectTo`, the address the egress policy checked. The
 * default transport, node:http(s), connects to exactly that address through its `lookup` hook (an IP
 * literal is connected to as written, which is what was checked), keeps the URL's name for the Host
 * header and TLS (SNI and certificate checks), never follows a redirect, reuses no pooled connection,
 * and reads only the status line of the answer.
 */
export interface EgressInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  redirect: 'manual';
  signal: AbortSignal;
  connectTo: ResolvedAddress;
}

export interface EgressAnswer {
  status: number;
  statusText: string;
  body?: { cancel(): Promise<void> } | null;
}

export type EgressTransport = (url: string, init: EgressInit) => Promise<EgressAnswer>;

export const nodeTransport: EgressTransport = (url, init) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const { address, family } = init.connectTo;
    // Node asks for one address, or for all of them when it races families (autoSelectFamily).
    const pinned = ((_host, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as LookupFunction;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { ...init.headers };
    if (init.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(init.body));
    const req = send(target, {
      method: init.method,
      headers,
      lookup: pinned,
      agent: false,
      signal: init.signal,
    });
    req.on('response', (res) => {
      resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '' });
      res.destroy();
    });
    req.on('error', reject);
    req.end(init.body);
  });
