/**
 * The plan of a walk (walk.ts): the kinds of steps, the picks among what a page offers and the dwell
 * times come from fast-check, from the seed alone; what a pick means depends on the page, so one seed on
 * one server seed and build replays the same walk. Also what a walk reports.
 */
import fc from 'fast-check';

export const WALK_STEPS = 30;
/** The walks CI runs every time; a tenth takes a new seed per run. */
export const FIXED_SEEDS = [
  20_260_101, 1_839_204_777, 42, 907_216_533, 1_234_567, 2_718_281_828, 314_159_265, 556_677_889, 1_000_003,
];
export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
export type Viewport = { width: number; height: number };

export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

// ---------------------------------------------------------------------------------------------------
// The plan

export type StepKind = 'link' | 'back' | 'forward' | 'reload' | 'goto' | 'reopen';

export interface PlannedStep {
  kind: StepKind;
  /** Chooses among what is present (the kind of control, then which one). */
  pick: number;
  pick2: number;
  /** How long the screen stays on view once it has its data. */
  dwellMs: number;
}

const DWELL_MIN_MS = 100;
const DWELL_MAX_MS = 3_000;

const stepArbitrary: fc.Arbitrary<PlannedStep> = fc.record({
  kind: fc.oneof(
    // Half the steps follow what the page offers; over a third leave the document (reload, a URL, a
    // closed tab), the moments a screen's data must already be on the device.
    { arbitrary: fc.constant<StepKind>('link'), weight: 52 },
    { arbitrary: fc.constant<StepKind>('back'), weight: 7 },
    { arbitrary: fc.constant<StepKind>('forward'), weight: 4 },
    { arbitrary: fc.constant<StepKind>('reload'), weight: 11 },
    { arbitrary: fc.constant<StepKind>('goto'), weight: 14 },
    { arbitrary: fc.constant<StepKind>('reopen'), weight: 12 },
  ),
  pick: fc.nat(),
  pick2: fc.nat(),
  // Log-uniform: as many short dwells (a glance, then away) as long ones.
  dwellMs: fc
    .double({ min: Math.log(DWELL_MIN_MS), max: Math.log(DWELL_MAX_MS), noNaN: true })
    .map((x) => Math.round(Math.exp(x))),
});

/** The walk of a seed: `steps` steps, unbiased (fast-check's bias towards small values is off). */
export function planWalk(seed: number, steps = WALK_STEPS): PlannedStep[] {
  const walk = fc.noBias(fc.array(stepArbitrary, { minLength: steps, maxLength: steps }));
  const [plan] = fc.sample(walk, { seed, numRuns: 1 });
  if (!plan) throw new Error(`fast-check gave no walk for seed ${seed}`);
  return plan;
}

export interface ExecutedStep {
  n: number;
  kind: StepKind | 'start';
  /** What was done: 'link "Activity" → /destinations/…/activity'. */
  what: string;
  /** The screen it ended on. */
  screen: string;
  dwellMs: number;
  /** Wall time of the step: the action, the wait for data and the dwell. */
  ms: number;
}

export interface ScreenResult {
  key: string;
  restored: boolean;
  /** Why not: the text differs, no age is shown, the navigation failed. */
  problem?: string;
  diff?: string;
  /** The step after which it was last read online. */
  step: number;
  /** It never finished loading online (a spinner stayed): compared all the same. */
  unsettledOnline?: boolean;
}

export interface WalkResult {
  seed: number;
  viewport: string;
  steps: ExecutedStep[];
  screens: ScreenResult[];
  seen: number;
  restored: number;
  /** Browser start, SSH keys, waiting for transfers of earlier journeys to end. */
  prepMs: number;
  onlineMs: number;
  offlineMs: number;
  totalMs: number;
  /** Requests to any host but this machine's (none may be made; Chromium resolves no other name). */
  offMachine: string[];
  /** What else a reader should know: a request other than a GET, a screen that never finished loading. */
  notes: string[];
  /** Problems of the walk itself (not of the product): it cannot count as evidence. */
  walkProblems: string[];
}

export function formatStep(s: ExecutedStep): string {
  const dwell = s.kind === 'start' ? '' : `, dwell ${s.dwellMs} ms`;
  return `${String(s.n).padStart(2)}. ${s.what}  ⇒ ${s.screen}  (${(s.ms / 1000).toFixed(1)} s${dwell})`;
}

/** One line per walk: seed, screens seen, screens restored. */
export function summaryLine(r: WalkResult): string {
  return `walk seed ${r.seed} at ${r.viewport}: screens seen ${r.seen}, restored ${r.restored} (${(r.totalMs / 1000).toFixed(1)} s: start ${(r.prepMs / 1000).toFixed(1)} s, online ${(r.onlineMs / 1000).toFixed(1)} s, offline ${(r.offlineMs / 1000).toFixed(1)} s)`;
}

/** The failure report: the seed, the steps, and each screen that differs with a diff of its texts. */
export function failureReport(r: WalkResult): string {
  const failed = r.screens.filter((s) => !s.restored);
  const lines = [
    failed.length
      ? `Seen online but not the same offline: ${failed.length} of ${r.seen} screens (seed ${r.seed}, ${r.viewport}).`
      : `Every screen seen read the same offline, but see below (seed ${r.seed}, ${r.viewport}).`,
    `Replay: WALK_SEED=${r.seed} WALK_VIEWPORT=${r.viewport.replace('×', 'x')} npx playwright test tests/walks.spec.ts`,
    '',
    'Steps:',
    ...r.steps.map((s) => `  ${formatStep(s)}`),
  ];
  for (const s of failed) {
    const unsettled = s.unsettledOnline ? ', where it never finished loading' : '';
    lines.push('', `✗ ${s.key} (last read online after step ${s.step}${unsettled}): ${s.problem}`);
    if (s.diff)
      lines.push(
        '  --- online (last text shown)',
        '  +++ offline',
        ...s.diff.split('\n').map((l) => `  ${l}`),
      );
  }
  if (r.offMachine.length) lines.push('', 'Requests off this machine:', ...r.offMachine.map((n) => `  ${n}`));
  if (r.notes.length) lines.push('', 'Notes:', ...r.notes.map((n) => `  ${n}`));
  if (r.walkProblems.length)
    lines.push('', 'Problems of the walk itself:', ...r.walkProblems.map((n) => `  ${n}`));
  return lines.join('\n');
}
