import { landing } from './content';

/** The looping, muted demo video of SPEC §2. */
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
        preload="metadata"
        aria-label={landing.video.caption}
        data-testid="demo-video"
      />
      <figcaption className="sr-only">{landing.video.caption}</figcaption>
    </figure>
  );
}
