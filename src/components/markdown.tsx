/**
 * The console's only micromark user (ARCHITECTURE.md principle 8): renders a setup guide. Raw HTML in
 * the markdown is shown as text and never run, and `javascript:`-like addresses are blanked — both are
 * micromark's defaults (no allowDangerousHtml, no allowDangerousProtocol) and must stay so, since the
 * output goes into the page as HTML. markdown/prepare-guide.ts then shapes it into sections.
 *
 * Heavy: load it with `lazy(() => import('…/components/markdown.tsx'))` so that micromark travels only
 * with the screens that open a guide.
 */
import { Collapsible } from '@ark-ui/react/collapsible';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { getApiBaseUrl } from '../api/http.ts';
import { prose, sectionBox, sectionContent, sectionTrigger } from './markdown/guide-styles.ts';
import { type GuideSection, type PreparedGuide, prepareGuide } from './markdown/prepare-guide.ts';
import { Button, ChevronDownIcon } from './ui/index.ts';

/** Markdown → HTML with GitHub tables, task lists and autolinks; raw HTML escaped. */
export function compileMarkdown(source: string): string {
  return micromark(source, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** Markdown → the guide's intro and sections, links and images addressed on the configured API. */
export function renderGuide(source: string, origin = window.location.origin): PreparedGuide {
  return prepareGuide(compileMarkdown(source), { apiBaseUrl: getApiBaseUrl(), origin });
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '1' });
const body = css({ pt: '1', pb: '4', px: '1' });

function Section({
  section,
  open,
  onOpenChange,
  triggerRef,
}: {
  section: GuideSection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Collapsible.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} className={sectionBox}>
      <h3>
        <Collapsible.Trigger ref={triggerRef} className={sectionTrigger}>
          <ChevronDownIcon />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: micromark output, raw HTML escaped */}
          <span dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className={sectionContent}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: micromark output, raw HTML escaped */}
        <div className={`${prose} ${body}`} dangerouslySetInnerHTML={{ __html: section.bodyHtml }} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The intro, then one collapsible per level-2 section: the first open, the rest one click away. Given
 * `openSection` (a search result's), that section is the open one instead, scrolled to and focused.
 */
function GuideView({ guide, openSection }: { guide: PreparedGuide; openSection?: number }) {
  const shown = openSection !== undefined && openSection < guide.sections.length ? openSection : 0;
  const [open, setOpen] = useState(() => guide.sections.map((_, i) => i === shown));
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openSection === undefined) return;
    target.current?.scrollIntoView({ block: 'start' });
    target.current?.focus({ preventScroll: true });
  }, [openSection]);
  const allOpen = open.every(Boolean);
  return (
    <div>
      {guide.introHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: micromark output, raw HTML escaped
        <div className={`${prose} ${body}`} dangerouslySetInnerHTML={{ __html: guide.introHtml }} />
      )}
      {guide.sections.length > 1 && (
        <div className={toolbar}>
          <Button variant="ghost" size="sm" onClick={() => setOpen(open.map(() => !allOpen))}>
            {allOpen ? 'Collapse all' : 'Expand all'}
          </Button>
        </div>
      )}
      {guide.sections.map((section, i) => (
        <Section
          // Sections have no ids of their own; their order is fixed for one guide.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          section={section}
          open={open[i] ?? false}
          triggerRef={i === shown ? target : undefined}
          onOpenChange={(next) => setOpen((was) => was.map((o, k) => (k === i ? next : o)))}
        />
      ))}
    </div>
  );
}

export function Markdown({ source, openSection }: { source: string; openSection?: number }) {
  const guide = useMemo(() => renderGuide(source), [source]);
  // A new guide (or another section asked for) starts over with its own open section.
  return <GuideView key={`${openSection}:${source}`} guide={guide} openSection={openSection} />;
}

export default Markdown;
