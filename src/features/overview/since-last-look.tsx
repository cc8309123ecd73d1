import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import type { Environment } from '../../api/schemas/envelope.ts';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatCount } from '../../lib/format.ts';
import { formatDataTime } from '../../lib/time.ts';
import { lastLookStorageKey, userKey } from '../../offline/storage-names.ts';
import {
  type LastLook,
  type LookSummary,
  readLastLook,
  summaryWords,
  takeLook,
  writeLastLook,
} from './last-look.ts';
import type { LookEntry } from './on-call.ts';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  mb: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderLeftWidth: '4px',
  borderLeftColor: 'colorPalette.default',
  colorPalette: 'blue',
  borderRadius: 'l2',
  bg: 'bg.default',
});
const heading = css({ fontWeight: 'semibold' });
const names = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: 0, m: 0 });
// Each name a 44 px target on a phone, commas between them.
const name = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  _after: { content: '","', mr: '1' },
  _last: { _after: { content: '""' } },
});
// Links in a sentence are underlined: told from the text around them without colour.
const link = css({ color: 'fg.default', fontWeight: 'medium', textDecoration: 'underline' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2' });

interface SinceLastLookProps {
  /** Who is signed in (null: nobody), and in which environment: each has a last look of their own. */
  email: string | null;
  environment: Environment;
  /** The alerts and overdue destinations of the list on screen; undefined until the whole list is in. */
  entries: readonly LookEntry[] | undefined;
  /** The ids the summary calls new, for the tables to mark. */
  onNewRows: (ids: ReadonlySet<string>) => void;
  /** A destination's name in the list now, if it is listed. */
  nameOf: (id: string) => string | undefined;
}

const signature = (s: LookSummary) =>
  `${s.since}|${s.added.map((e) => e.id).join(',')}|${s.recovered.map((e) => e.id).join(',')}`;

/**
 * "2 new alerts and 1 recovered since you last looked at 09:12" (last-look.ts says when): the new and the
 * recovered destinations by name, each a link, and Dismiss. Said once to screen readers.
 */
export function SinceLastLook({ email, environment, entries, onNewRows, nameOf }: SinceLastLookProps) {
  const storageKey = useStorageKey(email, environment);
  const [summary, setSummary] = useState<LookSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The look kept when this visit began, per storage key (an environment switch begins another). */
  const visitStart = useRef<{ key: string; look: LastLook | null } | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!storageKey || !entries) return;
    if (visitStart.current?.key !== storageKey)
      visitStart.current = { key: storageKey, look: readLastLook(localStorage, storageKey) };
    const next = takeLook(visitStart.current.look, entries, Date.now(), nameOf);
    // The same summary as the one kept (a refresh that changed nothing new): its time and whether it was
    // announced stay.
    const kept = readLastLook(localStorage, storageKey)?.summary;
    if (next.summary && kept && signature(kept) === signature(next.summary)) next.summary = kept;
    writeLastLook(localStorage, storageKey, next);
    setSummary(next.summary);
  }, [storageKey, entries, nameOf]);

  useEffect(() => {
    onNewRows(new Set(summary?.added.map((e) => e.id)));
  }, [summary, onNewRows]);

  const words = summary ? summaryWords(summary, formatDataTime(summary.since)) : '';
  useEffect(() => {
    if (!summary || summary.announced || !storageKey) return;
    // Into a live region already on the page, a moment after it rendered, so that it is announced.
    const timer = setTimeout(() => {
      setAnnouncement(`${words}.`);
      const stored = readLastLook(localStorage, storageKey);
      if (stored?.summary && signature(stored.summary) === signature(summary))
        writeLastLook(localStorage, storageKey, {
          ...stored,
          summary: { ...stored.summary, announced: true },
        });
    }, 300);
    return () => clearTimeout(timer);
  }, [summary, words, storageKey]);

  const dismiss = () => {
    if (!storageKey) return;
    const stored = readLastLook(localStorage, storageKey);
    if (stored) {
      const cleared = { ...stored, summary: null };
      writeLastLook(localStorage, storageKey, cleared);
      visitStart.current = { key: storageKey, look: cleared };
    }
    setSummary(null);
    setAnnouncement('');
  };

  return (
    <>
      <div role="status" className={visuallyHidden()}>
        {announcement}
      </div>
      {summary && (
        <section aria-labelledby={headingId} className={box}>
          <p id={headingId} className={heading}>
            {words}
          </p>
          <Names label="New" entries={summary.added} />
          <Names label="Recovered" entries={summary.recovered} />
          <div>
            <Button variant="outline" size="sm" onClick={dismiss}>
              Dismiss
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

/** lastLookStorageKey of the user and environment; null until known (a hash of the e-mail, async). */
function useStorageKey(email: string | null, environment: Environment): string | null {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setKey(null);
    if (email)
      userKey(email).then(
        (user) => live && setKey(lastLookStorageKey(user, environment)),
        () => {}, // no crypto.subtle (not a secure context): nothing is remembered
      );
    return () => {
      live = false;
    };
  }, [email, environment]);
  return key;
}

/** Names listed at most; the rest are counted (the tables mark every new row). */
const NAMES_SHOWN = 10;

function Names({ label, entries }: { label: string; entries: readonly LookEntry[] }) {
  if (entries.length === 0) return null;
  const more = entries.length - NAMES_SHOWN;
  return (
    <div className={row}>
      <span>{label}:</span>
      <ul className={names} aria-label={`${label} since you last looked`}>
        {entries.slice(0, NAMES_SHOWN).map((e) => (
          <li key={e.id} className={name}>
            <TextLink className={link} to="/destinations/$destinationId" params={{ destinationId: e.id }}>
              {e.name}
            </TextLink>
          </li>
        ))}
      </ul>
      {more > 0 && <span>and {formatCount(more)} more</span>}
    </div>
  );
}
