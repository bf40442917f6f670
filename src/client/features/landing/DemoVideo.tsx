import { landing } from './content';

/**
 * The looping, muted demo video of SPEC §2. It runs 45 seconds and repeats, so it has the browser's controls: WCAG
 * 2.2.2 asks that moving content lasting over five seconds can be paused, and a viewer may want to hold a caption.
 */
export function DemoVideo() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/10 bg-ink-950 shadow-2xl shadow-ink-950/40">
      <video
        className="aspect-video w-full"
        src={landing.video.src}
        poster={landing.video.poster}
        autoPlay
        loop
        muted
        playsInline
        controls
        preload="metadata"
        aria-label={landing.video.caption}
        data-testid="demo-video"
      />
      <figcaption className="sr-only">{landing.video.caption}</figcaption>
    </figure>
  );
}
