/**
 * The pages around the form: 'Add Webhook' at /webhooks/new and 'Edit Webhook' at
 * /webhooks/{id}/edit. An id the server does not know (404) goes back to /webhooks. A new environment
 * or another webhook starts a new form; a refetch of the same one keeps what is typed.
 */
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { QueryView } from '../../../components/data/query-view.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { webhookHrefs } from '../hrefs.ts';
import { useWebhook } from '../use-webhook.ts';
import { WebhookForm } from './webhook-form.tsx';

const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});

function FormPage(props: { title: string; backHref: string; backLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby="webhook-form-heading" className={css({ display: 'grid', gap: '4' })}>
      <TextLink to={props.backHref} className={back}>
        ← {props.backLabel}
      </TextLink>
      <h1 id="webhook-form-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export function NewWebhookPage() {
  const environment = useEnvironment();
  return (
    <FormPage title="Add Webhook" backHref={webhookHrefs.list} backLabel="Webhooks">
      <WebhookForm key={environment} />
    </FormPage>
  );
}

export function EditWebhookPage({ webhookId }: { webhookId: string }) {
  const environment = useEnvironment();
  const { query, notFound } = useWebhook(webhookId);
  if (notFound) return <Navigate to="/webhooks" replace />;
  return (
    <FormPage title="Edit Webhook" backHref={webhookHrefs.detail(webhookId)} backLabel="Back to webhook">
      <QueryView query={query} loadingLabel="Loading webhook">
        {(webhook) => <WebhookForm key={`${environment}/${webhook.id}`} webhook={webhook} />}
      </QueryView>
    </FormPage>
  );
}
