import type { EgressMode } from '../config.ts';
import { checkResolved, type Screening, screenUrl } from './destination-policy.ts';
import { type Resolver, systemResolver } from './resolver.ts';
import { type EgressTransport, nodeTransport } from './transport.ts';

/**
 * The one door out of the server (WEBHOOK_EGRESS): every outbound request is screened by the policy
 * (destination-policy.ts), a name is resolved once (public mode only) and every address checked, and
 * the transport connects to the checked address, so there is no window between check and connect.
 * A refusal or a hold never reaches the network (no lookup, no connection) and is final; a failure
 * (lookup error, timeout, connection error) is reported as such for the caller to retry.
 */
export interface EgressRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export type EgressOutcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'held'; text: string }
  | { kind: 'failed'; error: string }
  | { kind: 'answered'; status: number; statusText: string };

export interface EgressOptions {
  mode: EgressMode;
  resolve?: Resolver;
  transport?: EgressTransport;
}

const explain = (cause: unknown) =>
  cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);

/** Settles like `work`, or rejects with the signal's reason once it aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createEgress(options: EgressOptions) {
  const resolve = options.resolve ?? systemResolver;
  const transport = options.transport ?? nodeTransport;

  type Decision = Exclude<Screening, { kind: 'resolve' }> | { kind: 'failed'; error: string };

  async function destination(url: string, signal: AbortSignal): Promise<Decision> {
    const screening = screenUrl(url, options.mode);
    if (screening.kind !== 'resolve') return screening;
    let addresses: Awaited<ReturnType<Resolver>>;
    try {
      addresses = await untilAborted(resolve(screening.hostname), signal);
    } catch (cause) {
      return { kind: 'failed', error: `Could not resolve ${screening.hostname}: ${explain(cause)}` };
    }
    const checked = checkResolved(screening.hostname, addresses);
    return checked.kind === 'refused' ? checked : { ...checked, hostname: screening.hostname };
  }

  return {
    mode: options.mode,
    async send(url: string, request: EgressRequest): Promise<EgressOutcome> {
      const signal = AbortSignal.timeout(request.timeoutMs);
      const decided = await destination(url, signal);
      if (decided.kind !== 'connect') return decided;
      try {
        const answer = await transport(url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal,
          connectTo: decided.connectTo,
        });
        // Only the status matters; an unread body is let go (a failure to do so changes nothing).
        await answer.body?.cancel().catch(() => undefined);
        return { kind: 'answered', status: answer.status, statusText: answer.statusText };
      } catch (cause) {
        return { kind: 'failed', error: explain(cause) };
      }
    },
  };
}

export type Egress = ReturnType<typeof createEgress>;
