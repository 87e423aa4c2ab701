/**
 * The home page's hero slider (SPEC §9): autoplay every 3000 ms, 300 px high under 600 px
 * of width, otherwise the height the window leaves below the header and the notices ticker;
 * titles and buttons hidden at 500 px or narrower (CSS). It keeps moving under a resting
 * pointer, and holds still while the pop-up is open, while focus is on one of its controls or
 * links, once the visitor pauses it, and from the start for those who prefer reduced motion.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { ResponsiveImage } from '../media/responsive-image.ts';
import { $popupOpen } from './state.ts';
import { useHydrated, usePrefersReducedMotion } from './use-browser.ts';
import { useAutoplay } from './use-autoplay.ts';
import { slideLabel, useSwiper } from './use-swiper.ts';
import './hero-slider.css';
import { ResponsiveImg } from './ResponsiveImg.tsx';

export interface HeroSlide {
  id: number;
  image: ResponsiveImage;
  title: string | null;
  subtitle: string | null;
  details: string | null;
  link: string | undefined;
}

/** Also when the slides wake without the visitor (Hero.astro): in time for their first turn. */
export const HERO_INTERVAL_MS = 3000;

export default function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const popupOpen = useStore($popupOpen);
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const [current, setCurrent] = useState(0);
  // Reduced motion starts the slideshow paused; the visitor can still press Play.
  const reducedMotion = usePrefersReducedMotion();
  // Without scripts the slides cannot move: the dots and Pause appear once they can.
  const hydrated = useHydrated();
  const paused = pausedByVisitor ?? reducedMotion;
  const { element, swiper, onKeyDown } = useSwiper({ rewind: true }, (instance: SwiperInstance) =>
    setCurrent(instance.realIndex),
  );
  // Its own Pause button is how a pointer stops it (WCAG 2.2.2); a resting pointer does not.
  const { held, handlers } = useAutoplay(swiper, HERO_INTERVAL_MS, popupOpen || paused, {
    hover: false,
  });

  return (
    <section
      className="hero"
      aria-label="Highlights"
      aria-roledescription="carousel"
      {...handlers}
      onKeyDown={onKeyDown}
    >
      <div className="swiper hero__swiper" ref={element}>
        <div className="swiper-wrapper" aria-live={held ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="swiper-slide hero__slide"
              {...slideLabel(index, slides.length)}
            >
              <ResponsiveImg
                image={slide.image}
                alt=""
                className="hero__image"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <div className="hero__content container">
                {slide.subtitle && <p className="hero__subtitle">{slide.subtitle}</p>}
                {slide.title && <h2 className="hero__title">{slide.title}</h2>}
                {slide.details && <p className="hero__details">{slide.details}</p>}
                {slide.link && (
                  <a className="button button--accent hero__button" href={slide.link}>
                    Read more<span className="visually-hidden">: {slide.title}</span>
                  </a>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && hydrated && (
        <>
          <div className="hero__dots" role="group" aria-label="Slides">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current || undefined}
                onClick={() => swiper.current?.slideTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__pause"
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
          >
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        </>
      )}
    </section>
  );
}
