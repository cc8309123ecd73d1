/**
 * A small form definition in the shape of CONTRACT.md §6, for the engine's tests: the vendor root with
 * postgres (password auth, SSH tunnel, SSL options, an internal node), bigquery (bucket under
 * bucket_gcs, a JSON key), clickhouse (access keys) and a constant.
 */
import type { FormAttributes, FormDefinition, FormNode, FormValue } from '../schemas/form.ts';

type NodeInput = Partial<Omit<FormNode, 'attributes' | 'name' | 'parent'>> & {
  attributes?: Partial<FormAttributes>;
};

export function field(name: string, parent: FormValue | null, input: NodeInput = {}): FormNode {
  const { attributes, ...rest } = input;
  return {
    name,
    parent,
    required: false,
    type: 'string',
    children: null,
    ...rest,
    attributes: {
      section_id: 2,
      internal: false,
      label: name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase()),
      form_element: 'input',
      ...attributes,
    },
  };
}

const yesNo = [
  { key: true, display: 'Yes' },
  { key: false, display: 'No' },
];

const postgres = (vendor: string) => [
  field('host', vendor, { required: true, attributes: { label: 'Host' } }),
  field('port', vendor, { required: true, type: 'number', attributes: { input_type: 'number' } }),
  field('database', vendor, { required: true }),
  field('schema', vendor, { required: true }),
  field('auth_method', vendor, {
    required: true,
    enum: [{ key: 'password_auth', display: 'Password' }],
    attributes: { section_id: 3, form_element: 'select', label: 'Authentication method' },
    children: [
      field('username', 'password_auth', { required: true, attributes: { section_id: 3 } }),
      field('password', 'password_auth', {
        required: true,
        attributes: { section_id: 3, input_type: 'password', label: 'Password' },
      }),
    ],
  }),
  field('use_ssh_tunnel', vendor, {
    type: 'boolean',
    enum: yesNo,
    attributes: { section_id: 5, form_element: 'radio', label: 'Use SSH Tunnel' },
    children: [
      field('ssh_tunnel_host', true, { required: true, attributes: { section_id: 5 } }),
      field('ssh_tunnel_port', true, { required: true, type: 'number', attributes: { section_id: 5 } }),
      field('ssh_tunnel_username', true, { required: true, attributes: { section_id: 5 } }),
      field('ssh_public_key', true, {
        attributes: { section_id: 5, key_format: 'ssh_rsa', form_element: 'textarea' },
      }),
    ],
  }),
  field('disable_ssl', vendor, {
    type: 'boolean',
    enum: yesNo,
    attributes: { section_id: 5, form_element: 'radio' },
    children: [
      field('ssl_root_certificate', false, { attributes: { section_id: 5, form_element: 'textarea' } }),
    ],
  }),
  field('connection_timeout_in_seconds', vendor, { attributes: { internal: true } }),
];

const bigquery = [
  field('project_id', 'bigquery', { required: true }),
  field('schema', 'bigquery', { required: true }),
  field('auth_method', 'bigquery', {
    required: true,
    enum: [{ key: 'gcp_service_account_role', display: 'Service account role' }],
    attributes: { section_id: 3, form_element: 'select' },
    children: [
      field('service_account', 'gcp_service_account_role', {
        const: 'prequel@acme.iam.gserviceaccount.com',
        attributes: { section_id: 3 },
      }),
      field('service_account_key', 'gcp_service_account_role', {
        required: true,
        type: 'json',
        attributes: { section_id: 3, form_element: 'textarea' },
      }),
    ],
  }),
  field('bucket_vendor', 'bigquery', {
    const: 'bucket_gcs',
    attributes: { section_id: 4, form_element: 'select' },
    enum: [{ key: 'bucket_gcs', display: 'Google Cloud Storage' }],
    children: [
      field('bucket_name', 'bucket_gcs', { required: true, attributes: { section_id: 4 } }),
      field('bucket_region', 'bucket_gcs', { attributes: { section_id: 4 } }),
    ],
  }),
];

const clickhouse = [
  field('host', 'clickhouse', { required: true }),
  field('bucket_name', 'clickhouse', { attributes: { section_id: 4 } }),
  field('access_id', 'clickhouse', { attributes: { section_id: 4 } }),
  field('secret_key', 'clickhouse', { attributes: { section_id: 4, input_type: 'password' } }),
  field('access_key', 'clickhouse', { attributes: { section_id: 4 } }),
  field('secret', 'clickhouse', { attributes: { section_id: 4, input_type: 'password' } }),
];

export const root: FormNode = field('vendor', null, {
  required: true,
  enum: ['snowflake', 'postgres', 'bigquery', 'clickhouse'].map((key) => ({ key, display: key })),
  attributes: { section_id: 1, form_element: 'select', label: 'Vendor' },
  children: [
    ...postgres('postgres'),
    ...bigquery,
    ...clickhouse,
    field('name', 'postgres', { required: true, attributes: { section_id: 1 } }),
  ],
});

export const definition: FormDefinition = {
  sections: [
    { id: 1, title: 'Destination' },
    { id: 2, title: 'Connection' },
    { id: 3, title: 'Authentication' },
    { id: 4, title: 'Staging bucket' },
    { id: 5, title: 'Network' },
    { id: 6, title: 'Models' },
  ],
  form: root,
};

/**
 * The worked example of CONTRACT.md §6 (a postgres destination) as sent: the `destination` of its create
 * body. Console and server tests start from it; a stored copy withholds `password_auth.password`.
 */
export const workedExample = {
  vendor: 'postgres',
  name: 'acme',
  recipient_id: 'r1',
  enabled_models: ['*'],
  frequency_minutes: 60,
  is_enabled: true,
  postgres: {
    host: 'db.acme.io',
    port: 5432,
    database: 'prod',
    schema: 'export',
    auth_method: 'password_auth',
    password_auth: { username: 'u', password: 'p' },
    use_ssh_tunnel: true,
    ssh_tunnel: { ssh_tunnel_host: 'bastion', ssh_tunnel_port: 22, ssh_tunnel_username: 'prequel' },
    disable_ssl: false,
  },
};
