import { createFileRoute } from '@tanstack/react-router';
import { NewWebhookPage } from '../../../features/webhooks/form/webhook-form-page.tsx';

export const Route = createFileRoute('/_authed/webhooks/new')({
  component: NewWebhookPage,
});
