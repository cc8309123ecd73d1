/**
 * The pages around the source form: 'Add Source' at /sources/new and 'Edit Source' at
 * /sources/{id}/edit. An id the server does not know (404) goes back to /sources.
 */
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { QueryView } from '../../../components/data/query-view.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { useSource } from '../detail/use-source.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { SourceForm } from './source-form.tsx';

const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});
const page = css({ display: 'grid', gap: '4', maxW: '3xl' });

function FormPage(props: { title: string; backHref: string; backLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby="source-form-heading" className={page}>
      <TextLink to={props.backHref} className={back}>
        ← {props.backLabel}
      </TextLink>
      <h1 id="source-form-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export function NewSourcePage() {
  return (
    <FormPage title="Add Source" backHref={sourceHrefs.list} backLabel="Sources">
      <SourceForm />
    </FormPage>
  );
}

export function EditSourcePage({ sourceId }: { sourceId: string }) {
  const { query, notFound } = useSource(sourceId);
  if (notFound) return <Navigate to="/sources" replace />;
  return (
    <FormPage title="Edit Source" backHref={sourceHrefs.general(sourceId)} backLabel="Back to source">
      <QueryView query={query} loadingLabel="Loading source">
        {(source) => <SourceForm source={source} />}
      </QueryView>
    </FormPage>
  );
}
