/**
 * The pages around the source form: 'Add Source' at /sources/new and 'Edit Source' at
 * /sources/{id}/edit. An id the server does not know (404) goes back to /sources.
 */
import { Navigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { QueryView } from '../../../components/data/query-view.tsx';
import { FormPage } from '../../../components/form/form-page.tsx';
import { useSource } from '../detail/use-source.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { SourceForm } from './source-form.tsx';

export function NewSourcePage() {
  return (
    <FormPage
      headingId="source-form-heading"
      className={css({ maxW: '3xl' })}
      title="Add Source"
      backHref={sourceHrefs.list}
      backLabel="Sources"
    >
      <SourceForm />
    </FormPage>
  );
}

export function EditSourcePage({ sourceId }: { sourceId: string }) {
  const { query, notFound } = useSource(sourceId);
  if (notFound) return <Navigate to="/sources" replace />;
  return (
    <FormPage
      headingId="source-form-heading"
      className={css({ maxW: '3xl' })}
      title="Edit Source"
      backHref={sourceHrefs.general(sourceId)}
      backLabel="Back to source"
    >
      <QueryView query={query} loadingLabel="Loading source">
        {(source) => <SourceForm source={source} />}
      </QueryView>
    </FormPage>
  );
}
