/**
 * The home page's hero slider (SPEC §9): autoplay every 3000 ms, 300 px high under 600 px
 * of width, otherwise the full viewport height; titles and buttons hidden at 500 px or
 * narrower (CSS). It holds still while the pop-up is open, on hover or focus, when the
 * visitor pauses it, and from the start for those who prefer reduced motion.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { ResponsiveImage } from '../cms/responsive-image.ts';
import { $popupOpen } from './state.ts';
import { useHeldAutoplay, usePrefersReducedMotion } from './use-held-autoplay.ts';
import './hero-slider.css';

export interface HeroSlide {
  id: number;
  image: ResponsiveImage;
  title: string | null;
  subtitle: string | null;
  details: string | null;
  link: string | undefined;
}

const HERO_INTERVAL_MS = 3000;

export default function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const popupOpen = useStore($popupOpen);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Reduced motion starts the slideshow paused; the visitor can still press Play.
  useEffect(() => {
    if (reducedMotion) setPaused(true);
  }, [reducedMotion]);
  const hold = useHeldAutoplay(swiper, popupOpen || paused);

  return (
    <section className="hero" aria-label="Highlights" {...hold}>
      <Swiper
        className="hero__swiper"
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={(instance) => (swiper.current = instance)}
        autoplay={{ delay: HERO_INTERVAL_MS, disableOnInteraction: false }}
        rewind
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} className="hero__slide">
            <img
              className="hero__image"
              src={slide.image.src}
              srcSet={slide.image.srcset}
              sizes={slide.image.sizes}
              width={slide.image.width}
              height={slide.image.height}
              alt=""
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
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <button type="button" className="hero__pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      )}
    </section>
  );
}
