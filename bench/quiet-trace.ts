// Busy-machine correction for Lighthouse's simulated (Lantern) metrics. Lantern replays the main
// thread's tasks with their observed wall-clock durations times the CPU slowdown (4x): on a
// shared machine whose other work takes the CPU away mid-task, a 10 ms task can last 200 ms and
// TBT swings from 40 ms to 5 s for the same page. Chromium also records each task's thread
// time (`tdur`, the CPU time the thread actually ran), which the machine's load barely changes.
// This rescales every top-level task, with everything inside it, to its thread time, so the
// simulation replays what the page's own work costs.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
}

/** Rescales top-level `RunTask`s (and the events inside them) to their thread time. Returns how much wall time the tasks lost. */
export function scaleTasksToThreadTime(events: TraceEvent[]): { tasks: number; wallMs: number; threadMs: number } {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === "M" || typeof event.ts !== "number") continue;
    const key = `${event.pid}:${event.tid}`;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  let tasks = 0;
  let wall = 0;
  let thread = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let taskStart = 0;
    let taskEnd = -1;
    let factor = 1;
    for (const event of list) {
      if (event.ts > taskEnd && event.name === "RunTask" && event.ph === "X" && event.dur && event.tdur !== undefined) {
        taskStart = event.ts;
        taskEnd = event.ts + event.dur;
        factor = Math.min(1, Math.max(event.tdur, 1) / event.dur);
        tasks++;
        wall += event.dur;
        thread += event.dur * factor;
        event.dur *= factor;
        continue;
      }
      if (event.ts >= taskStart && event.ts <= taskEnd && factor < 1) {
        event.ts = taskStart + (event.ts - taskStart) * factor;
        if (event.dur !== undefined) event.dur *= factor;
      }
    }
  }
  return { tasks, wallMs: wall / 1000, threadMs: thread / 1000 };
}
