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

/**
 * Side-by-side lanes for overlapping blocks of one column (one operator, one day). Blocks that
 * overlap, directly or through others, form a cluster; each takes the first free lane in start
 * order, and the cluster is as wide as its busiest moment (the fewest lanes possible).
 * Touching blocks (one ends when the next starts) do not overlap. Results are in input order.
 */
export function assignLanes(intervals: readonly LaneInterval[]): LaneAssignment[] {
  const order = intervals.map((_, i) => i);
  order.sort((a, b) => {
    const x = intervals[a] as LaneInterval;
    const y = intervals[b] as LaneInterval;
    return x.start - y.start || y.end - x.end || a - b;
  });
  const lanes = new Array<number>(intervals.length).fill(0);
  const counts = new Array<number>(intervals.length).fill(1);
  let cluster: number[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = (): void => {
    for (const i of cluster) counts[i] = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const i of order) {
    const { start, end } = intervals[i] as LaneInterval;
    if (start >= clusterEnd) close();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    lanes[i] = lane;
    cluster.push(i);
    clusterEnd = cluster.length === 1 ? end : Math.max(clusterEnd, end);
  }
  close();
  return intervals.map((_, i) => ({ lane: lanes[i] as number, laneCount: counts[i] as number }));
}
