import { FREQUENCIES_MINUTES } from '../../src/api/schemas/destination.ts';
import type { FormContext } from './form-context.ts';
import {
  type Branch,
  constant,
  type Draft,
  integer,
  jsonText,
  publicKey,
  secret,
  select,
  text,
  when,
  yesNo,
} from './nodes.ts';

/** Fields and branches several vendors share: the common top and bottom, auth methods, tunnel, SSL. */

export const FREQUENCY_LABELS: Record<(typeof FREQUENCIES_MINUTES)[number], string> = {
  0: 'Default org frequency',
  15: 'Every 15 minutes',
  60: 'Every hour',
  360: 'Every 6 hours',
  720: 'Every 12 hours',
  1440: 'Every day',
};

/** Section 1 after the vendor select: every destination has a name and a recipient. */
export const topFields = (): Draft[] => [
  text('name', 1, 'Destination Name', {
    placeholder: 'Northwind production warehouse',
    description: 'How this destination is listed. Unique per recipient.',
  }),
  // The options are the organisation's recipients; the console fills them in from GET /recipients.
  select('recipient_id', 1, 'Recipient', [], {
    description: 'The customer whose data is sent. Cannot be changed later.',
  }),
];

/** Section 6: what to send, how often, and whether scheduled transfers run. */
export function bottomFields(ctx: FormContext): Draft[] {
  const frequency = select(
    'frequency_minutes',
    6,
    'Sync Frequency',
    FREQUENCIES_MINUTES.map((m) => [m, FREQUENCY_LABELS[m]]),
    { optional: true, description: 'How often transfers run. The default is the organisation setting.' },
  );
  frequency.attributes.form_element = 'radio';
  frequency.enum = frequency.enum?.map((e) =>
    typeof e.key === 'number' && e.key !== 0 && e.key < ctx.fastestFrequencyMinutes
      ? { ...e, disabled: true }
      : e,
  );
  const models = jsonText('enabled_models', 6, 'Models', {
    description: 'The models to send. "All current and future models" also sends models added later.',
  });
  models.attributes.form_element = 'div';
  return [
    models,
    frequency,
    yesNo('is_enabled', 6, 'Enabled', { description: 'When off, no scheduled or manual transfers run.' }),
  ];
}

export const passwordAuth = (usernamePlaceholder: string): Branch =>
  when(
    'password_auth',
    text('username', 3, 'Username', {
      placeholder: usernamePlaceholder,
      description: 'A user created for these exports, with write access to the schema.',
    }),
    secret('password', 3, 'Password'),
  );

export const awsRoleAuth = (ctx: FormContext, description: string): Branch =>
  when(
    'aws_iam_role',
    text('aws_iam_role_arn', 3, 'IAM Role ARN', {
      placeholder: 'arn:aws:iam::123456789012:role/prequel-export',
      description,
    }),
    constant('prequel_aws_iam_role_arn', 3, 'Role to trust', ctx.awsRoleArn, {
      description:
        'Allow this role to assume yours (the trust policy below), with the external ID shown there.',
    }),
    constant('aws_trust_policy', 3, 'Trust policy', ctx.trustPolicy, { multiline: true }),
  );

/** GCP: impersonating the customer's service account (preferred), a key file, or federation. */
export const gcpAuthBranches = (ctx: FormContext): Branch[] => [
  when(
    'gcp_service_account_role',
    text('service_account_email', 3, 'Service Account Email', {
      placeholder: 'prequel-writer@your-project.iam.gserviceaccount.com',
      description: 'Your service account that holds the permissions; ours impersonates it.',
    }),
    constant('service_account', 3, 'Grant "Service Account Token Creator" to', ctx.gcpServiceAccount),
  ),
  when(
    'gcp_service_account_key',
    jsonText('service_account_key', 3, 'Service Account Key', {
      placeholder: '{"type": "service_account", "project_id": "…", "private_key": "…"}',
      description: 'The JSON key file of a service account with the permissions in the guide.',
    }),
  ),
  when(
    'gcp_workload_identity_federation',
    jsonText('workload_identity_federation_metadata', 3, 'Workload Identity Federation Metadata', {
      placeholder: '{"type": "external_account", "audience": "//iam.googleapis.com/…"}',
      description: 'The credential configuration file of your workload identity pool (no private key).',
    }),
  ),
];

export const GCP_AUTH_METHODS: [string, string][] = [
  ['gcp_service_account_role', 'Service account impersonation'],
  ['gcp_service_account_key', 'Service account key'],
  ['gcp_workload_identity_federation', 'Workload identity federation'],
];

/** 'Use SSH Tunnel' and, when yes, the bastion's host, port and user, then `keyField` (the key to authorise). */
export const sshTunnel = (
  keyField: Draft = publicKey('ssh_public_key', 5, 'SSH Public Key', 'ssh_rsa', {
    description: "Add this key to the tunnel user's ~/.ssh/authorized_keys on the bastion host.",
  }),
): Draft =>
  yesNo(
    'use_ssh_tunnel',
    5,
    'Use SSH Tunnel',
    { description: 'Connect through a bastion host when the database is not reachable from the internet.' },
    [
      when(
        true,
        text('ssh_tunnel_host', 5, 'SSH Tunnel Host', { placeholder: 'bastion.example.com' }),
        integer('ssh_tunnel_port', 5, 'SSH Tunnel Port', { placeholder: '22' }),
        text('ssh_tunnel_username', 5, 'SSH Tunnel Username', { placeholder: 'prequel' }),
        keyField,
      ),
    ],
  );

export const ssl = (): Draft =>
  yesNo('disable_ssl', 5, 'Disable SSL', { description: 'Only for databases on a private network.' }, [
    when(
      false,
      select(
        'ssl_mode',
        5,
        'SSL Mode',
        [
          ['require', 'Require (encrypted, certificate not checked)'],
          ['verify_ca', 'Verify CA'],
          ['verify_full', 'Verify CA and host name'],
        ],
        { optional: true },
      ),
    ),
  ]);

export const connectionTimeout = (): Draft =>
  integer('connection_timeout_in_seconds', 6, 'Connection Timeout (seconds)', {
    optional: true,
    internal: true,
    placeholder: '30',
  });

export const FILE_FORMATS: [string, string][] = [
  ['parquet', 'Parquet'],
  ['csv', 'CSV'],
];

export const fileFormat = (): Draft => select('file_format', 4, 'File Format', FILE_FORMATS);

export const folder = (placeholder: string): Draft =>
  text('folder', 4, 'Folder', {
    optional: true,
    placeholder,
    description: 'Path inside the bucket; each model writes below it.',
  });
