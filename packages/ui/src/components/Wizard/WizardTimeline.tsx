import { formatMinuteOfDay, minuteOfDay, type Timeline } from '@agendina/scheduling';
import * as styles from './Wizard.css.ts';

/** The visit on a time axis: one row per service, a bar from its start to its end. */
export function WizardTimeline({ timeline }: { timeline: Timeline }) {
  const total = Math.max(timeline.totalMinutes, 1);
  return (
    <ol className={styles.timeline} aria-label="Sequenza dei servizi">
      {timeline.items.map((item) => {
        const label = `${formatMinuteOfDay(minuteOfDay(item.start))} - ${formatMinuteOfDay(minuteOfDay(item.end))}`;
        return (
          <li key={item.blockIndex} className={styles.timelineItem}>
            <span className={styles.time}>{label}</span>
            <div className={styles.timelineTrack}>
              <div
                className={styles.timelineBar}
                style={{
                  left: `${(item.startOffset / total) * 100}%`,
                  width: `${(item.duration / total) * 100}%`,
                }}
              >
                {item.serviceName} · {item.operatorName}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
