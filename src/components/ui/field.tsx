/**
 * Ark Field wired to the Park UI field recipe: Root carries `invalid`/`required`/`readOnly`, and the
 * label, helper and error texts are linked to the input (aria-labelledby, aria-describedby,
 * aria-invalid) without any id bookkeeping in the forms.
 */
import { Field } from '@ark-ui/react/field';
import { createStyleContext, styled } from 'styled-system/jsx';
import { field, input } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(Field.Root, 'root');
export const Label = withContext(Field.Label, 'label');
export const HelperText = withContext(Field.HelperText, 'helperText');
export const ErrorText = withContext(Field.ErrorText, 'errorText');
export const RequiredIndicator = Field.RequiredIndicator;
export const Input = styled(Field.Input, input);
