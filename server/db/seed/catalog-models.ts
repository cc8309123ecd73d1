import type { ModelColumn } from '../../../src/api/schemas/model.ts';

/**
 * The export models of the demo organisation. `source` picks the seeded source (0: the Snowflake
 * warehouse, 1: the billing Postgres); `weight` scales the daily row volume of the model.
 * Column tuples: name, data type, description (omitted for some on purpose), flags.
 */
type ColumnSpec = [name: string, dataType: string, description?: string, flags?: 'pk' | 'lm'];

interface ModelSpec {
  name: string;
  description: string;
  source: 0 | 1;
  schema: string;
  table: string;
  organizationColumn: string;
  weight: number;
  columns: ColumnSpec[];
}

export const MODEL_SPECS: ModelSpec[] = [
  model('orders', 'Orders placed by the recipient’s customers.', 0, 'COMMERCE', 'ORDERS', 0.3, [
    ['id', 'varchar', 'Order identifier.', 'pk'],
    ['customer_id', 'varchar', 'Customer who placed the order.'],
    ['order_number', 'varchar', 'Human-readable order number.'],
    ['status', 'varchar', 'pending, paid, shipped, delivered or cancelled.'],
    ['currency', 'varchar', 'ISO 4217 currency code.'],
    ['total_amount', 'numeric', 'Order total including tax.'],
    ['placed_at', 'timestamp', 'When the order was placed.'],
    ['updated_at', 'timestamp', 'Last change to the order.', 'lm'],
  ]),
  model('order_items', 'Line items of each order.', 0, 'COMMERCE', 'ORDER_ITEMS', 0.8, [
    ['id', 'varchar', 'Line item identifier.', 'pk'],
    ['order_id', 'varchar', 'Order the item belongs to.'],
    ['product_sku', 'varchar'],
    ['quantity', 'integer', 'Units ordered.'],
    ['unit_price', 'numeric', 'Price per unit before discounts.'],
    ['discount_amount', 'numeric'],
    ['updated_at', 'timestamp', 'Last change to the line item.', 'lm'],
  ]),
  model('customers', 'Customer profiles with lifecycle stage.', 0, 'COMMERCE', 'CUSTOMERS', 0.1, [
    ['id', 'varchar', 'Customer identifier.', 'pk'],
    ['email', 'varchar', 'Primary contact e-mail.'],
    ['full_name', 'varchar'],
    ['country_code', 'varchar', 'ISO 3166-1 alpha-2 country.'],
    ['lifecycle_stage', 'varchar', 'lead, trial, customer or churned.'],
    ['created_at', 'timestamp', 'When the customer signed up.'],
    ['updated_at', 'timestamp', 'Last change to the profile.', 'lm'],
  ]),
  model('invoices', 'Invoices issued to customers, one row per invoice.', 1, 'billing', 'invoices', 0.05, [
    ['id', 'uuid', 'Invoice identifier.', 'pk'],
    ['customer_id', 'varchar', 'Billed customer.'],
    ['invoice_number', 'varchar', 'Number printed on the invoice.'],
    ['status', 'varchar', 'draft, open, paid, void or uncollectible.'],
    ['amount_due', 'numeric'],
    ['amount_paid', 'numeric'],
    ['currency', 'varchar', 'ISO 4217 currency code.'],
    ['due_date', 'date', 'Payment due date.'],
    ['issued_at', 'timestamp', 'When the invoice was finalised.'],
    ['updated_at', 'timestamp', 'Last change to the invoice.', 'lm'],
  ]),
  model(
    'invoice_line_items',
    'Charges that make up each invoice.',
    1,
    'billing',
    'invoice_line_items',
    0.15,
    [
      ['id', 'uuid', 'Line item identifier.', 'pk'],
      ['invoice_id', 'uuid', 'Invoice the charge belongs to.'],
      ['description', 'text'],
      ['quantity', 'integer'],
      ['unit_amount', 'numeric', 'Amount per unit.'],
      ['tax_amount', 'numeric'],
      ['updated_at', 'timestamp', 'Last change to the line item.', 'lm'],
    ],
  ),
  model('payments', 'Payment attempts against invoices.', 1, 'billing', 'payments', 0.06, [
    ['id', 'uuid', 'Payment identifier.', 'pk'],
    ['invoice_id', 'uuid', 'Invoice being paid.'],
    ['method', 'varchar', 'card, ach, sepa_debit or wire.'],
    ['amount', 'numeric'],
    ['status', 'varchar', 'succeeded, failed or pending.'],
    ['processed_at', 'timestamp'],
    ['updated_at', 'timestamp', 'Last change to the payment.', 'lm'],
  ]),
  model('refunds', 'Refunds issued against payments.', 1, 'billing', 'refunds', 0.01, [
    ['id', 'uuid', 'Refund identifier.', 'pk'],
    ['payment_id', 'uuid', 'Refunded payment.'],
    ['amount', 'numeric'],
    ['reason', 'varchar', 'duplicate, fraudulent or requested_by_customer.'],
    ['created_at', 'timestamp'],
    ['updated_at', 'timestamp', 'Last change to the refund.', 'lm'],
  ]),
  model('subscriptions', 'Recurring plans and their billing periods.', 1, 'billing', 'subscriptions', 0.02, [
    ['id', 'uuid', 'Subscription identifier.', 'pk'],
    ['customer_id', 'varchar', 'Subscribed customer.'],
    ['plan_code', 'varchar', 'Plan identifier, e.g. team_annual.'],
    ['status', 'varchar', 'trialing, active, past_due or canceled.'],
    ['seats', 'integer', 'Licensed seats.'],
    ['current_period_start', 'timestamp'],
    ['current_period_end', 'timestamp'],
    ['canceled_at', 'timestamp'],
    ['updated_at', 'timestamp', 'Last change to the subscription.', 'lm'],
  ]),
  model('events', 'Product analytics events, append-only.', 0, 'ANALYTICS', 'EVENTS', 3, [
    ['event_id', 'varchar', 'Event identifier.', 'pk'],
    ['account_id', 'varchar', 'Account that produced the event.'],
    ['event_name', 'varchar', 'e.g. report_viewed, export_started.'],
    ['properties', 'json', 'Event properties as sent by the SDK.'],
    ['occurred_at', 'timestamp', 'When the event happened.', 'lm'],
    ['received_at', 'timestamp'],
  ]),
  model('web_sessions', 'Browser sessions with page-view counts.', 0, 'ANALYTICS', 'WEB_SESSIONS', 1.2, [
    ['session_id', 'varchar', 'Session identifier.', 'pk'],
    ['account_id', 'varchar'],
    ['user_id', 'varchar', 'Signed-in user, if any.'],
    ['started_at', 'timestamp'],
    ['ended_at', 'timestamp'],
    ['page_views', 'integer', 'Pages viewed in the session.'],
    ['device_type', 'varchar', 'desktop, mobile or tablet.'],
    ['updated_at', 'timestamp', 'Last change to the session.', 'lm'],
  ]),
  model('accounts', 'Customer accounts and their plan tier.', 0, 'ANALYTICS', 'ACCOUNTS', 0.02, [
    ['id', 'varchar', 'Account identifier.', 'pk'],
    ['name', 'varchar', 'Account display name.'],
    ['plan_tier', 'varchar', 'free, team or enterprise.'],
    ['owner_email', 'varchar'],
    ['region', 'varchar', 'Data residency region.'],
    ['created_at', 'timestamp'],
    ['updated_at', 'timestamp', 'Last change to the account.', 'lm'],
  ]),
  model('support_tickets', 'Support tickets with priority and resolution.', 0, 'SUPPORT', 'TICKETS', 0.03, [
    ['id', 'varchar', 'Ticket identifier.', 'pk'],
    ['account_id', 'varchar', 'Account that opened the ticket.'],
    ['subject', 'varchar'],
    ['priority', 'varchar', 'low, normal, high or urgent.'],
    ['status', 'varchar', 'open, pending, solved or closed.'],
    ['opened_at', 'timestamp'],
    ['resolved_at', 'timestamp'],
    ['updated_at', 'timestamp', 'Last change to the ticket.', 'lm'],
  ]),
];

function model(
  name: string,
  description: string,
  source: 0 | 1,
  schema: string,
  table: string,
  weight: number,
  columns: ColumnSpec[],
): ModelSpec {
  const organizationColumn = source === 0 ? 'TENANT_ID' : 'tenant_id';
  return { name, description, source, schema, table, organizationColumn, weight, columns };
}

export const toColumns = (spec: ModelSpec): ModelColumn[] =>
  spec.columns.map(([name, dataType, description, flags]) => ({
    name_in_source: spec.source === 0 ? name.toUpperCase() : name,
    name_in_destination: name,
    ...(description === undefined ? {} : { description }),
    data_type: dataType,
    is_primary_key: flags === 'pk',
    is_last_modified: flags === 'lm',
  }));

/** Products of the organisation: [name, description, model names]; the first is the system one. */
export const PRODUCT_SPECS: [string, string, string[]][] = [
  ['default', 'System product with every model. Created automatically; it cannot be edited.', []],
  [
    'Commerce',
    'Orders, line items, customers and refunds.',
    ['orders', 'order_items', 'customers', 'refunds'],
  ],
  [
    'Billing',
    'Invoices, payments and subscriptions for finance teams.',
    ['invoices', 'invoice_line_items', 'payments', 'refunds', 'subscriptions'],
  ],
  [
    'Product Analytics',
    'Usage events, sessions, accounts and support history.',
    ['events', 'web_sessions', 'accounts', 'support_tickets'],
  ],
];
