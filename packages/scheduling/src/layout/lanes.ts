/** A half-open interval [start, end) on one column. */
export interface LaneInterval {
  readonly start: number;
  readonly end: number;
}

/** Which lane a block takes, and how many lanes its group of overlapping blocks needs. */
export interface LaneAssignment {
  readonly lane: number;
  readonly laneCount: number;
}

/** Start order of lane assignment: by start, longer first, then input order. */
export function compareForLanes(a: LaneInterval, b: LaneInterval): number {
  return a.start - b.start || b.end - a.end;
}

/**
 * Lanes of intervals already in start order (compareForLanes), written into `lanes` and
 * `counts` at the same positions. The loop behind assignLanes, used directly by the layout.
 */
export function assignLanesInOrder(
  sorted: readonly LaneInterval[],
  lanes: number[],
  counts: number[],
): void {
  const laneEnds: number[] = [];
  let clusterStart = 0;
  let clusterEnd = -Infinity;
  for (let i = 0; i < sorted.length; i++) {
    const { start, end } = sorted[i] as LaneInterval;
    if (start >= clusterEnd) {
      for (let k = clusterStart; k < i; k++) counts[k] = laneEnds.length;
      clusterStart = i;
      laneEnds.length = 0;
      clusterEnd = end;
    } else if (end > clusterEnd) {
      clusterEnd = end;
    }
    let lane = 0;
    while (lane < laneEnds.length && (laneEnds[lane] as number) > start) lane++;
    laneEnds[lane] = end;
    lanes[i] = lane;
  }
  for (let k = clusterStart; k < sorted.length; k++) counts[k] = laneEnds.length;
}

/**
 * Side-by-side lanes for overlapping blocks of one column (one operator, one day). Blocks that
 * overlap, directly or through others, form a cluster; each takes the first free lane in start
 * order, and the cluster is as wide as its busiest moment (the fewest lanes possible).
 * Touching blocks (one ends when the next starts) do not overlap. Results are in input order.
 */
export function assignLanes(intervals: readonly LaneInterval[]): LaneAssignment[] {
  const order = intervals
    .map((_, i) => i)
    .sort(
      (a, b) =>
        compareForLanes(intervals[a] as LaneInterval, intervals[b] as LaneInterval) || a - b,
    );
  const lanes: number[] = [];
  const counts: number[] = [];
  assignLanesInOrder(
    order.map((i) => intervals[i] as LaneInterval),
    lanes,
    counts,
  );
  const out = new Array<LaneAssignment>(intervals.length);
  order.forEach((original, k) => {
    out[original] = { lane: lanes[k] as number, laneCount: counts[k] as number };
  });
  return out;
}
