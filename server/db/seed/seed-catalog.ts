import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { MODEL_SPECS, PRODUCT_SPECS, toColumns } from './catalog-models.ts';
import { inserter } from './insert.ts';
import { installHex } from './install-secrets.ts';
import type { SeedPlan } from './plan.ts';
import { seedSourceCatalog } from './seed-source-catalog.ts';

/** Sources, models and products of one environment; later steps pick from what this returns. */
export interface Catalog {
  sources: { id: string; name: string }[];
  models: { id: string; name: string; weight: number }[];
  products: { id: string; name: string; models: string[]; system: boolean }[];
}

export function seedCatalog(db: Db, plan: SeedPlan, referenceMs: number): Catalog {
  const rng = createRng(`${plan.key}:catalog`);
  const staging = plan.environment === 'staging';
  const at = (daysAgo: number) => iso(referenceMs - daysAgo * DAY_MS - rng.int(0, DAY_MS));
  const env = plan.environment;

  const addSource = inserter(db, 'sources');
  const [warehouseName, billingName] = plan.sourceNames;
  const sources = [
    { id: rng.uuid(), name: warehouseName, vendor: 'snowflake' },
    { id: rng.uuid(), name: billingName, vendor: 'postgres' },
  ];
  const settings = [
    {
      snowflake: {
        host: 'acme-analytics.us-east-1.snowflake.example',
        database: staging ? 'ANALYTICS_STAGING' : 'ANALYTICS',
        auth_method: 'password_auth',
        password_auth: { username: 'PREQUEL_READER' },
      },
    },
    {
      postgres: {
        host: staging
          ? 'billing-db.staging.acme-analytics.example'
          : 'billing-db.internal.acme-analytics.example',
        port: 5432,
        database: 'billing',
        auth_method: 'password_auth',
        password_auth: { username: 'prequel_reader' },
        use_ssh_tunnel: true,
        ssh_tunnel: {
          ssh_tunnel_host: 'bastion.acme-analytics.example',
          ssh_tunnel_port: 22,
          ssh_tunnel_username: 'prequel',
          existing_ssh_key: 'primary',
        },
        disable_ssl: false,
      },
    },
  ];
  sources.forEach((source, i) => {
    const created = at(520 - i * 40);
    addSource({
      ...source,
      environment: env,
      settings: settings[i],
      secrets: { [source.vendor]: { password_auth: { password: `pw-${installHex(rng, 24)}` } } },
      created_at: created,
      updated_at: created,
    });
  });

  seedSourceCatalog(db, sources);

  const addModel = inserter(db, 'models');
  const specs = MODEL_SPECS.filter((spec) => !plan.modelNames || plan.modelNames.includes(spec.name));
  const models = specs.map((spec, i) => {
    const id = rng.uuid();
    const created = at(480 - i * 17);
    addModel({
      id,
      environment: env,
      model_name: spec.name,
      description: spec.description,
      source_id: sources[spec.source]?.id,
      source_table: spec.table,
      source_schema: spec.schema,
      organization_column: spec.organizationColumn,
      columns: toColumns(spec),
      created_at: created,
      updated_at: created,
    });
    return { id, name: spec.name, weight: spec.weight };
  });

  const addProduct = inserter(db, 'products');
  const link = inserter(db, 'product_models');
  const products = PRODUCT_SPECS.filter(([name]) => plan.productNames.includes(name)).map(
    ([name, description, modelNames], i) => {
      const id = rng.uuid();
      const system = i === 0;
      const members = models.filter((m) => system || modelNames.includes(m.name));
      const created = at(system ? 530 : 300 - i * 45);
      addProduct({
        id,
        environment: env,
        product_name: name,
        description,
        is_system_product: system,
        created_at: created,
        updated_at: created,
      });
      for (const m of members) link({ product_id: id, model_id: m.id });
      return { id, name, models: members.map((m) => m.name).sort(), system };
    },
  );
  return { sources, models, products };
}
