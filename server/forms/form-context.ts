import type { Organization } from '../../src/api/schemas/organization.ts';

/**
 * What the forms show read-only for the organisation: the AWS role and GCP service account its
 * exports run as, which customers grant access to. The AWS account is the one the export workers
 * run in (a fixed demo value; a real deployment would configure it).
 */
export const PROVIDER_AWS_ACCOUNT_ID = '215937504812';

export interface FormContext {
  organizationId: string;
  awsRoleArn: string;
  trustPolicy: string;
  gcpServiceAccount: string;
  fastestFrequencyMinutes: number;
}

export function formContext(org: Organization): FormContext {
  const roleName = org.aws_iam_role_name ?? `prequel-${org.id}`;
  const awsRoleArn = `arn:aws:iam::${PROVIDER_AWS_ACCOUNT_ID}:role/${roleName}`;
  const trustPolicy = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: awsRoleArn },
        Action: 'sts:AssumeRole',
        Condition: { StringEquals: { 'sts:ExternalId': org.id } },
      },
    ],
  };
  return {
    organizationId: org.id,
    awsRoleArn,
    trustPolicy: JSON.stringify(trustPolicy, null, 2),
    gcpServiceAccount: org.gcp_iam_role_id ?? `prequel-export@${org.id}.iam.gserviceaccount.com`,
    fastestFrequencyMinutes: org.fastest_allowed_frequency_minutes,
  };
}
