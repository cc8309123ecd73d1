/**
 * The command palette (loaded on first open, palette-launcher.tsx): a modal dialog holding an Ark UI
 * combobox (role combobox, a listbox of options). Typing searches the current environment's
 * destinations, recipients, sources, models, products, webhooks and setup-guide sections as the query
 * cache holds them (the snapshot offline); arrows move through the ranked results and Enter opens one.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { Dialog, Portal } from '../../components/ui/index.ts';
import { useOnline } from '../../offline/network-status.ts';
import { cacheSignature, type DocumentKind } from './documents.ts';
import { loadSearchedLists, ON_OPEN_LOAD } from './palette-lists.ts';
import { buildPaletteIndex, excerpt, type PaletteResult, type SearchIndex, search } from './search-index.ts';

export interface CommandPaletteProps {
  environment: Environment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const PALETTE_PLACEHOLDER = 'Search destinations, recipients, models, guides…';
export const PALETTE_HINT =
  'Find destinations, recipients, sources, models, products, webhooks and setup guide sections.';
export const PALETTE_INDEXING = 'Preparing search…';
export const noResultsText = (query: string) => `No results for “${query}”.`;
export const OFFLINE_NOTE = 'Offline: searching what is saved on this device.';

const KIND_LABELS: Record<DocumentKind, string> = {
  destination: 'Destination',
  recipient: 'Recipient',
  source: 'Source',
  model: 'Model',
  product: 'Product',
  webhook: 'Webhook',
  guide: 'Setup guide',
  view: 'Overview',
};

/** Cache events closer together than this make one rebuild (a large organisation's pages land in bursts). */
const REBUILD_DELAY_MS = 300;

/** The last index built, reused by the next open while what it indexes has not changed. */
let kept: { signature: string; index: SearchIndex } | null = null;

/** The index searched; a new object when documents were added to it, so the results are searched again. */
interface Indexed {
  index: SearchIndex;
}

/** The environment's index, rebuilt when the cache's indexed queries change while the palette is open. */
function useSearchIndex(client: QueryClient, environment: Environment): Indexed | null {
  const [indexed, setIndexed] = useState<Indexed | null>(() =>
    kept?.signature === cacheSignature(client, environment) ? { index: kept.index } : null,
  );
  useEffect(() => {
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rebuild = () => {
      const mine = ++generation;
      const stale = () => mine !== generation;
      const signature = cacheSignature(client, environment);
      if (kept?.signature === signature) return setIndexed({ index: kept.index });
      // The entities are searched at once; an index already shown (older data) stays until the new one
      // holds the guides too.
      const showEntities = (index: SearchIndex) => setIndexed((shown) => shown ?? { index });
      void buildPaletteIndex(client, environment, showEntities, stale).then((index) => {
        if (!index) return;
        kept = { signature, index };
        setIndexed({ index });
      });
    };
    rebuild();
    // New data: fetched (updated), or restored from the snapshot's later pages (added with its data).
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      const landed = event.type === 'updated' ? event.action.type === 'success' : event.type === 'added';
      if (!landed) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, REBUILD_DELAY_MS);
    });
    return () => {
      generation++;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, environment]);
  return indexed;
}

const content = css({ w: 'min(40rem, calc(100vw - 2rem))', maxH: 'min(36rem, calc(100dvh - 4rem))', p: '0' });
const positioner = css({ alignItems: 'flex-start', pt: { base: '4', md: '16' } });
const input = css({
  w: 'full',
  px: '4',
  py: '3',
  textStyle: 'md',
  bg: 'transparent',
  borderBottomWidth: '2px',
  borderBottomColor: 'border.subtle',
  // The dialog holds nothing else to focus: the caret and an accent underline mark it.
  _focus: { outline: 'none', borderBottomColor: 'accent.default' },
});
const list = css({ overflowY: 'auto', maxH: 'min(28rem, calc(100dvh - 10rem))', p: '2' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2',
  minH: '11',
  borderRadius: 'l2',
  cursor: 'pointer',
  _highlighted: { bg: 'accent.a3' },
});
const kind = css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const title = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const detail = css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const status = css({ px: '4', py: '3', textStyle: 'sm', color: 'fg.muted' });

function statusText(query: string, indexed: Indexed | null, results: PaletteResult[]): string {
  if (query.trim() === '') return PALETTE_HINT;
  if (!indexed) return PALETTE_INDEXING;
  if (results.length === 0) return noResultsText(query.trim());
  return results.length === 1 ? '1 result.' : `${results.length} results.`;
}

export function CommandPalette({ environment, open, onOpenChange }: CommandPaletteProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const indexed = useSearchIndex(client, environment);
  const results = useMemo(() => (indexed ? search(indexed.index, query) : []), [indexed, query]);
  const collection = useMemo(
    () => createListCollection({ items: results, itemToValue: (r) => r.id, itemToString: (r) => r.title }),
    [results],
  );

  useEffect(() => {
    if (open && online) void loadSearchedLists(client, environment, ON_OPEN_LOAD);
  }, [open, online, client, environment]);

  // Each open starts with an empty search.
  const close = () => {
    setQuery('');
    onOpenChange(false);
  };
  const openResult = (id: string | undefined) => {
    const result = results.find((r) => r.id === id);
    if (!result) return;
    close();
    void navigate({ href: result.href });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      initialFocusEl={() => inputRef.current}
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} aria-label="Search">
            <Combobox.Root
              collection={collection}
              inputValue={query}
              onInputValueChange={(details) => setQuery(details.inputValue)}
              onSelect={(details) => openResult(details.itemValue)}
              open={results.length > 0}
              inputBehavior="autohighlight"
              selectionBehavior="clear"
              // The dialog owns Escape and outside clicks; the list sits in the dialog, not in a layer.
              disableLayer
              openOnClick={false}
            >
              <Combobox.Label className={css({ srOnly: true })}>Search</Combobox.Label>
              <Combobox.Input ref={inputRef} className={input} placeholder={PALETTE_PLACEHOLDER} />
              <Combobox.Content className={list}>
                {results.map((result) => (
                  <Combobox.Item key={result.id} item={result} className={item}>
                    <span className={kind}>{KIND_LABELS[result.kind]}</span>
                    <Combobox.ItemText className={title}>{result.title}</Combobox.ItemText>
                    {result.text && <span className={detail}>{excerpt(result.text, result.terms)}</span>}
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Root>
            <p className={status} role="status">
              {statusText(query, indexed, results)}
              {!online && ` — ${OFFLINE_NOTE}`}
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
