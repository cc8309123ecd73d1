import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type FormDefinition, type FormNode, formDefinition } from '../../src/api/schemas/form.ts';
import { SOURCE_VENDORS } from '../../src/api/schemas/source.ts';
import { DESTINATION_VENDORS } from '../../src/api/schemas/vendor.ts';
import { readPath } from '../../src/api/wire/field-paths.ts';
import { isSecretNode } from '../../src/api/wire/secrets.ts';
import { visibleFields } from '../../src/api/wire/walk.ts';
import { DESTINATION_WIRE_RULES, SOURCE_WIRE_RULES } from '../../src/api/wire/wire-rules.ts';
import { type WireRules, wireValue, writeVisibleFields } from '../../src/api/wire/write.ts';
import { destinationForm } from './destination-form.ts';
import type { FormContext } from './form-context.ts';
import { preparedFields } from './prepared-fields.ts';
import { sourceForm } from './sources/source-form.ts';
import { validateDestination } from './validate-destination.ts';

/**
 * Console and server agree on every vendor's form (destinations and sources): seeded values for every
 * field go through the console's side of src/api/wire (the walk over flat values, the body written at
 * the field paths) and back through the server's (the walk over the prepared body with its defaults,
 * the validation that splits settings from secrets). The trees are the ones the console receives: the
 * whole form, serialised and parsed by the console's schema. Every choice that opens a branch is taken
 * in some round (one per leaf, plus blank and free rounds), so a vendor table or walk that drifts on
 * either side fails here; the contract's own words (containers, top-level keys) are restated below as
 * the oracle. It lives on the server because the server may import src/api/ and not the other way.
 */
const ctx: FormContext = {
  organizationId: 'org_wire',
  awsRoleArn: 'arn:aws:iam::215937504812:role/prequel-org_wire',
  trustPolicy: '{}',
  gcpServiceAccount: 'prequel-export@org_wire.iam.gserviceaccount.com',
  fastestFrequencyMinutes: 15,
};
const key = { public_key: 'ssh-rsa AAAA wire', public_key_pkcs8: 'PKCS8 wire' };
const sourceCtx = { ...ctx, keys: { primary: key, secondary: key } };

/** CONTRACT.md §6 in its own words: the containers some vendors' fields must sit in. */
const CONTRACT_CONTAINERS: Record<string, Record<string, string>> = {
  bigquery: { bucket_name: 'bucket_gcs', bucket_region: 'bucket_gcs' },
  redshift: { bucket_name: 'bucket_s3', bucket_region: 'bucket_s3' },
  redshift_serverless: { bucket_name: 'bucket_s3', bucket_region: 'bucket_s3' },
  athena: { bucket_name: 'bucket_s3', bucket_region: 'bucket_s3' },
  ...Object.fromEntries(
    ['clickhouse', 'databricks'].map((vendor) => [
      vendor,
      {
        access_id: 'aws_access_keys',
        secret_key: 'aws_access_keys',
        access_key: 'gcs_hmac_keys',
        secret: 'gcs_hmac_keys',
      },
    ]),
  ),
};
const TOP = ['vendor', 'name', 'recipient_id', 'enabled_models', 'frequency_minutes', 'is_enabled'];

/** mulberry32: a small seeded generator, so every run draws the same values. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const allNodes = (node: FormNode): FormNode[] => [node, ...(node.children ?? []).flatMap(allNodes)];

/** The values a node can open children with: its constant, yes/no, or its choices that are not disabled. */
const openers = (node: FormNode): unknown[] =>
  node.const !== undefined
    ? [node.const]
    : node.type === 'boolean'
      ? [true, false]
      : (node.enum ?? []).filter((e) => !e.disabled).map((e) => e.key);

/**
 * Every field of the vendor's branch that some values open, each with the choices on the way to it:
 * a round per leaf forces those choices, so the rounds together walk the whole branch.
 */
function branchLeaves(root: FormNode, vendor: string) {
  const reachable = new Set<FormNode>([root]);
  const leaves: Map<string, unknown>[] = [];
  const visit = (node: FormNode, forced: Map<string, unknown>) => {
    reachable.add(node);
    const children = (node.children ?? []).filter((c) => openers(node).includes(c.parent));
    if (children.length === 0) leaves.push(forced);
    for (const child of children) visit(child, new Map([...forced, [node.name, child.parent]]));
  };
  for (const child of root.children ?? []) if (child.parent === vendor) visit(child, new Map());
  return { reachable, leaves };
}

/**
 * A value for every field of the tree, as the form holds them (flat, by name, leftovers of other
 * vendors included): mostly valid, sometimes blank or (for a choice) one no choice has; the `forced`
 * choices open the branch the round is for. `blank` leaves every field empty.
 */
function generateValues(
  nodes: readonly FormNode[],
  seed: number,
  forced: ReadonlyMap<string, unknown>,
  integers: ReadonlySet<string>,
  blank = false,
) {
  const next = random(seed);
  const values: Record<string, unknown> = {};
  for (const node of nodes) {
    const choices = node.enum ?? [];
    if (blank) values[node.name] = node.type === 'boolean' ? false : '';
    else if (node.type === 'boolean') values[node.name] = next() < 0.5;
    else if (choices.length)
      values[node.name] = choices[Math.floor(next() * (choices.length + 0.3))]?.key ?? 'gone';
    else if (next() < 0.1) values[node.name] = '';
    else if (integers.has(node.name) || node.type === 'number')
      values[node.name] = String(1 + Math.floor(next() * 9000));
    else if (node.type === 'json') values[node.name] = JSON.stringify({ type: 'service_account', seed });
    else values[node.name] = `${node.name}-${seed}`;
  }
  for (const [name, value] of forced) values[name] = value;
  return values;
}

interface Case {
  kind: 'destination' | 'source';
  definition: FormDefinition;
  vendors: readonly string[];
  rules: WireRules;
  serverTree: (vendor: string) => FormNode;
}

/** As the console receives it: JSON over the wire, parsed by the console's schema. */
const received = (definition: FormDefinition) =>
  v.parse(formDefinition, JSON.parse(JSON.stringify(definition)));

const CASES: Case[] = [
  {
    kind: 'destination',
    definition: received(destinationForm(ctx)),
    vendors: DESTINATION_VENDORS,
    rules: DESTINATION_WIRE_RULES,
    serverTree: (vendor) => destinationForm(ctx, vendor as (typeof DESTINATION_VENDORS)[number]).form,
  },
  {
    kind: 'source',
    definition: received(sourceForm(sourceCtx)),
    vendors: SOURCE_VENDORS,
    rules: SOURCE_WIRE_RULES,
    serverTree: (vendor) => sourceForm(sourceCtx, vendor as (typeof SOURCE_VENDORS)[number]).form,
  },
];
/** Extra rounds of free choices per vendor, on top of the blank one and one per leaf. */
const FREE_ROUNDS = 4;

type Walked = readonly { node: FormNode; path: string[] }[];
const where = (fields: Walked) => fields.map((f) => `${f.path.join('.')}:${f.node.name}`);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One round: the console writes `values`, the server reads the body back. Returns what disagrees
 * (each naming the field's path) and whether the server stored it.
 */
function checkRound(c: Case, vendor: string, serverRoot: FormNode, values: Record<string, unknown>) {
  const root = c.definition.form;
  const top =
    c.kind === 'destination' ? { recipient_id: 'r1', enabled_models: ['*'], frequency_minutes: 60 } : {};
  const body = writeVisibleFields({ vendor, name: 'wire', ...top }, root, values, c.rules);
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };

  // The console's walk (over its flat values) and the server's (over the body it receives) agree.
  const shown = visibleFields(root, values, { includeInternal: true });
  const read = preparedFields(serverRoot, body);
  check(same(where(read), where(shown)), `visible fields: server ${where(read)} console ${where(shown)}`);

  const seenAt = new Set<string>();
  for (const [i, { node, path, chain, value }] of shown.entries()) {
    const at = path.join('.');
    if (node === root || TOP.includes(node.name)) {
      check(at === node.name, `${at}: a top-level key below the top`);
      continue;
    }
    // Paths: under the vendor, in the contract's containers, one field per path.
    check(path[0] === vendor && path.at(-1) === node.name, `${at}: not under ${vendor} by its name`);
    const container = CONTRACT_CONTAINERS[vendor]?.[node.name];
    check(!container || same(path.slice(1, -1), [container]), `${at}: not in ${container}`);
    check(!chain.slice(1).includes(true) || path.includes('ssh_tunnel'), `${at}: not under ssh_tunnel`);
    check(!chain.slice(1).includes(false) || path.includes('ssl_options'), `${at}: not under ssl_options`);
    const sent = readPath(body, path);
    if (sent === undefined) continue;
    check(!seenAt.has(at), `${at}: holds two fields`);
    seenAt.add(at);
    // What the console sent is what the server reads there.
    check(
      same(read[i]?.value, sent),
      `${at}: sent ${JSON.stringify(sent)}, read ${JSON.stringify(read[i]?.value)}`,
    );
    const expected = node.const ?? wireValue(node, value, c.rules.integerFields);
    check(same(sent, expected), `${at}: sent ${JSON.stringify(sent)} for ${JSON.stringify(value)}`);
  }

  // Secrets: every secret sent is stored apart, nothing else is.
  const result = validateDestination(serverRoot, body);
  if (!result.ok) return { problems, stored: false };
  for (const { node, path } of shown) {
    const sent = readPath(body, path);
    if (path.length < 2 || sent === undefined || node.const !== undefined || node.attributes.key_format)
      continue;
    const secrets = readPath(result.value.secrets, path);
    const settings = readPath(result.value.settings, path);
    const [right, wrong] = isSecretNode(node) ? [secrets, settings] : [settings, secrets];
    const at = path.join('.');
    check(wrong === undefined, `${at}: stored with the ${isSecretNode(node) ? 'settings' : 'secrets'}`);
    // Databricks without the Hive metastore drops its bucket leftovers (vendor-rules.ts).
    check(same(right, sent) || (right === undefined && vendor === 'databricks'), `${at}: not stored as sent`);
  }
  return { problems, stored: true };
}

describe.each(CASES)('console and server read $kind forms alike', (c) => {
  const nodes = allNodes(c.definition.form);

  it.each([...c.vendors])('%s', (vendor) => {
    const serverRoot = c.serverTree(vendor);
    const { reachable, leaves } = branchLeaves(c.definition.form, vendor);
    const rounds = [...leaves, ...Array.from({ length: FREE_ROUNDS }, () => new Map<string, unknown>())];
    const vendorOnly = new Map([['vendor', vendor]]);
    const reached = new Set<FormNode>();
    let stored = 0;
    for (const [round, forced] of [undefined, ...rounds].entries()) {
      const seed = round * 7919 + vendor.length * 104_729;
      const values = generateValues(
        nodes,
        seed,
        new Map([...(forced ?? []), ...vendorOnly]),
        c.rules.integerFields,
        !forced,
      );
      for (const { node } of visibleFields(c.definition.form, values, { includeInternal: true }))
        reached.add(node);
      const { problems, stored: ok } = checkRound(c, vendor, serverRoot, values);
      expect(problems, `round ${round}`).toEqual([]);
      if (ok) stored += 1;
    }
    // The rounds walked the vendor's whole branch, and some were complete enough to be stored.
    expect([...reachable].filter((n) => !reached.has(n)).map((n) => n.name)).toEqual([]);
    expect(stored).toBeGreaterThan(0);
  });
});
