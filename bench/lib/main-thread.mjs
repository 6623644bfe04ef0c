// What a page's main thread did from navigation on, by kind, from the trace Lighthouse recorded
// (observed, unthrottled). Each task is weighed as Lantern weighs it for TBT: its observed
// duration × 4 (× 2 when it laid out), less the 50 ms a task may take without blocking. Tasks
// before the observed first paint count too: in Lantern's simulation only the few the first
// paint needs (the document, render-blocking CSS, the first parse, layout and paint) stay
// before the simulated FCP, and the rest (later parsing, style sheets, layouts) land after it.
// The figures are an estimate of where TBT comes from, not Lighthouse's own TBT.

const CPU_MULTIPLIER = 4;
const LAYOUT_MULTIPLIER = CPU_MULTIPLIER / 2;
const BLOCKING_AFTER_MS = 50;
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
]);
const RENDER_EVENTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);
/** An SVG used as an image is a document of its own: its parse, style and layout show as these. */
const SVG_IMAGE_EVENTS = new Set([
  'DocumentLoader::CommitNavigation',
  'DecodedDataDocumentParser::AppendBytes',
]);

const fileOf = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] : '');

/** The kind a task is counted under: what took most of its time. */
function kindOf(children, documentPath) {
  const time = new Map();
  const add = (kind, dur) => time.set(kind, (time.get(kind) ?? 0) + dur);
  for (const event of children) {
    if (SVG_IMAGE_EVENTS.has(event.name)) return 'svg images (each its own document)';
    const url = fileOf(event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url);
    if (SCRIPT_EVENTS.has(event.name)) {
      const script = url && url !== documentPath ? url.split('/').pop() : 'inline or framework';
      add(`script ${script}`, event.dur);
    } else if (event.name === 'ParseHTML') add('parse HTML', event.dur);
    else if (event.name === 'ParseAuthorStyleSheet') add('parse CSS', event.dur);
    else if (RENDER_EVENTS.has(event.name)) add('style, layout, paint', event.dur);
    else if (event.name.startsWith('V8.GC') || event.name === 'MinorGC' || event.name === 'MajorGC')
      add('garbage collection', event.dur);
  }
  let best = 'other';
  let bestTime = 0;
  for (const [kind, dur] of time) {
    if (dur > bestTime) [best, bestTime] = [kind, dur];
  }
  return best;
}

/**
 * Tasks on the page's main thread from its navigation on, grouped by kind:
 * `{ kinds: [{ kind, tasks, observedMs, blockingMs }], observedFcpMs }`, most blocking first.
 */
export function mainThreadByKind(traceEvents, pageUrl) {
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(pageUrl),
  );
  if (!navigation) throw new Error(`no navigation to ${pageUrl} in the trace`);
  const { pid } = navigation;
  const tid = traceEvents.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const fcp = traceEvents.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  const onMain = traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navigation.ts);
  const documentPath = fileOf(pageUrl);
  const kinds = new Map();
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    while (cursor < onMain.length && onMain[cursor].ts < task.ts) cursor += 1;
    const children = [];
    for (let i = cursor; i < onMain.length && onMain[i].ts <= end; i += 1) {
      if (onMain[i] !== task && onMain[i].name !== 'RunTask') children.push(onMain[i]);
    }
    const laidOut = children.some((e) => e.name === 'Layout');
    const simulatedMs = (task.dur / 1000) * (laidOut ? LAYOUT_MULTIPLIER : CPU_MULTIPLIER);
    const kind = kindOf(children, documentPath);
    const entry = kinds.get(kind) ?? { kind, tasks: 0, observedMs: 0, blockingMs: 0 };
    entry.tasks += 1;
    entry.observedMs += task.dur / 1000;
    entry.blockingMs += Math.max(0, simulatedMs - BLOCKING_AFTER_MS);
    kinds.set(kind, entry);
  }
  const round = (entry) => ({
    ...entry,
    observedMs: Math.round(entry.observedMs),
    blockingMs: Math.round(entry.blockingMs),
  });
  return {
    observedFcpMs: fcp ? Math.round((fcp.ts - navigation.ts) / 1000) : undefined,
    kinds: [...kinds.values()].map(round).sort((a, b) => b.blockingMs - a.blockingMs),
  };
}
