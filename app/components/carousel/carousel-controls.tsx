import { dotHiddenFrom, positionCount, type PerView } from "./carousel-config";
import { Icon } from "~/components/icon";

interface CarouselControlsProps {
  trackId: string;
  slides: number;
  perView: PerView;
  active: number;
  showDots: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  /** Absent when the carousel does not play by itself. */
  autoplay?: { stopped: boolean; toggle: () => void };
  className?: string;
}

/**
 * Previous/next arrows, one dot per resting position and the autoplay switch. They are in the
 * server markup (so nothing moves when scripts start) and hidden by the stylesheet without JS.
 */
export function CarouselControls(props: CarouselControlsProps) {
  const { trackId, slides, perView, active, showDots, onPrevious, onNext, onGoTo, autoplay, className } = props;
  const dots = positionCount(slides, perView.base);
  return (
    <div className={className ? `carousel-controls ${className}` : "carousel-controls"}>
      <button type="button" className="carousel-arrow" aria-controls={trackId} aria-label="Previous slide" onClick={onPrevious}>
        <Icon name="chevron-left" />
      </button>
      {showDots ? (
        <div className="carousel-dots" role="group" aria-label="Choose a slide">
          {Array.from({ length: dots }, (_, index) => (
            <button
              key={index}
              type="button"
              className="carousel-dot"
              aria-controls={trackId}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active ? "true" : undefined}
              data-hide-from={dotHiddenFrom(index, slides, perView)}
              onClick={() => onGoTo(index)}
            />
          ))}
        </div>
      ) : null}
      <button type="button" className="carousel-arrow" aria-controls={trackId} aria-label="Next slide" onClick={onNext}>
        <Icon name="chevron-right" />
      </button>
      {autoplay ? (
        <button
          type="button"
          className="carousel-arrow carousel-play"
          aria-label={autoplay.stopped ? "Start automatic slide show" : "Stop automatic slide show"}
          onClick={autoplay.toggle}
        >
          {autoplay.stopped ? <Icon name="play" /> : <Icon name="pause" />}
        </button>
      ) : null}
    </div>
  );
}
