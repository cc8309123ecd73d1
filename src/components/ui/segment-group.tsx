/** Ark SegmentGroup (a radio group drawn as segments) wired to the Park UI recipe. */
import { SegmentGroup } from '@ark-ui/react/segment-group';
import { createStyleContext } from 'styled-system/jsx';
import { segmentGroup } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(segmentGroup);

export const Root = withProvider(SegmentGroup.Root, 'root');
export const Label = withContext(SegmentGroup.Label, 'label');
export const Item = withContext(SegmentGroup.Item, 'item');
export const ItemText = withContext(SegmentGroup.ItemText, 'itemText');
export const ItemControl = withContext(SegmentGroup.ItemControl, 'itemControl');
export const Indicator = withContext(SegmentGroup.Indicator, 'indicator');
export const ItemHiddenInput = SegmentGroup.ItemHiddenInput;
