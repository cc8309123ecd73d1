/**
 * The pages around the form: 'Add Webhook' at /webhooks/new and 'Edit Webhook' at
 * /webhooks/{id}/edit. An id the server does not know (404) goes back to /webhooks. A new environment
 * or another webhook starts a new form; a refetch of the same one keeps what is typed.
 */
import { Navigate } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { FormPage } from '../../../components/form/form-page.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { webhookHrefs } from '../hrefs.ts';
import { useWebhook } from '../use-webhook.ts';
import { WebhookForm } from './webhook-form.tsx';

export function NewWebhookPage() {
  const environment = useEnvironment();
  return (
    <FormPage
      headingId="webhook-form-heading"
      title="Add Webhook"
      backHref={webhookHrefs.list}
      backLabel="Webhooks"
    >
      <WebhookForm key={environment} />
    </FormPage>
  );
}

export function EditWebhookPage({ webhookId }: { webhookId: string }) {
  const environment = useEnvironment();
  const { query, notFound } = useWebhook(webhookId);
  if (notFound) return <Navigate to="/webhooks" replace />;
  return (
    <FormPage
      headingId="webhook-form-heading"
      title="Edit Webhook"
      backHref={webhookHrefs.detail(webhookId)}
      backLabel="Back to webhook"
    >
      <QueryView query={query} loadingLabel="Loading webhook">
        {(webhook) => <WebhookForm key={`${environment}/${webhook.id}`} webhook={webhook} />}
      </QueryView>
    </FormPage>
  );
}
