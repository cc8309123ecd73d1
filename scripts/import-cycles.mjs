/**
 * Import cycles of a module graph, for scripts/check-imports.mjs: the strongly connected components
 * (Tarjan), and in each a few shortest cycles that together pass through every one of its files.
 *
 * Which imports are edges is the caller's choice; check-imports passes every one, types included.
 */

/**
 * The strongly connected components with a cycle in them (more than one file, or a file importing
 * itself), each sorted, in order of their first file. `graph`: file → the files it imports.
 */
export function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  // Iterative Tarjan: a deep chain of imports must not overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work = [{ node: root, edges: [...(graph.get(root) ?? [])], at: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = component.length === 1 && graph.get(frame.node)?.has(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** The shortest path from `from` back to itself inside `members` (breadth first), as [from, …, from]. */
function shortestCycle(graph, members, from) {
  const cameFrom = new Map();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === from) {
        const path = [node];
        while (path[0] !== from) path.unshift(cameFrom.get(path[0]));
        return [...path, from];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [from, from]; // unreachable for a member of a component
}

/**
 * Every import cycle to report, as paths [a, b, …, a]: per component, shortest cycles through its
 * files in order until each file is on one of them.
 */
export function importCycles(graph) {
  const cycles = [];
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const covered = new Set();
    for (const file of component) {
      if (covered.has(file)) continue;
      const cycle = shortestCycle(graph, members, file);
      for (const on of cycle) covered.add(on);
      cycles.push(cycle);
    }
  }
  return cycles;
}
