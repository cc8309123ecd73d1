import { css } from 'styled-system/css';
import type { Model } from '../../../api/schemas/model.ts';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { MODELS_HREF } from '../hrefs.ts';
import { ColumnsTable } from './columns-table.tsx';
import { DeleteModel } from './delete-model.tsx';
import { ModelDetailsCard } from './model-details-card.tsx';
import { useValidateModel, ValidateModelButton } from './validate-model.tsx';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1', mb: '4' });
const title = css({ textStyle: '2xl', fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' });

/** /models/{id} (SPEC.md §2.6): Validate Model, Details, Columns and the Danger Zone. */
export function ModelPage({ model }: { model: Model }) {
  const validation = useValidateModel(model.id);
  return (
    <article aria-labelledby="model-heading" className={css({ display: 'grid', gap: '6' })}>
      <header>
        <BackButton listHref={MODELS_HREF} />
        <div className={bar}>
          <h1 id="model-heading" className={title}>
            {model.model_name}
          </h1>
          <div className={css({ ml: 'auto' })}>
            <ValidateModelButton validation={validation} />
          </div>
        </div>
        {validation.error && <ErrorAlert title="Validation failed." detail={validation.error.message} />}
      </header>
      <ModelDetailsCard model={model} />
      <ColumnsTable columns={model.columns} />
      <DangerZone>
        <DeleteModel modelId={model.id} />
      </DangerZone>
    </article>
  );
}
