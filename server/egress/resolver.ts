import { lookup } from 'node:dns/promises';

/**
 * How a host name becomes addresses before a delivery (WEBHOOK_EGRESS=public only). Injectable, so
 * tests never ask real DNS: they pass a table, or `noDnsResolver`, which refuses every lookup. The
 * egress resolves once, checks every address it got and connects to one of those, so a name that
 * answers differently a moment later (DNS rebinding) changes nothing.
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address in the order it gives. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** For tests and anywhere DNS must not happen: every lookup fails, no query is sent. */
export const noDnsResolver: Resolver = async (hostname) => {
  throw new Error(`DNS lookups are turned off here (${hostname} was not resolved).`);
};
