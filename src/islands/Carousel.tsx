/**
 * A carousel of cards (icon or image, title, meta line, text, link): the featured-work, partner,
 * services, testimonial and team sliders. Every slide is rendered on the server; without JavaScript the slides
 * show as a wrapped list (carousel.css). Previous/next buttons and one dot per position say
 * there is more and let keyboard users get there. Autoplay stops on hover, on keyboard focus
 * and for visitors who prefer reduced motion.
 */
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { ResponsiveImage } from '../media/responsive-image.ts';
import { CAROUSEL_GAP_PX, CAROUSEL_LAYOUTS, type CarouselLayout } from './carousel-layouts.ts';
import './carousel.css';
import { usePrefersReducedMotion } from './use-browser.ts';
import { useAutoplay } from './use-autoplay.ts';
import { slideLabel, useSwiper } from './use-swiper.ts';
import { ResponsiveImg } from './ResponsiveImg.tsx';

export interface CarouselItem {
  id: string | number;
  image?: ResponsiveImage | undefined;
  title?: string | undefined;
  text?: string | undefined;
  /** A small line under the title: a role, a date. */
  meta?: string | undefined;
  href?: string | undefined;
  /** Inline SVG markup made at build time (src/components/ui/icon-svg.ts). */
  icon?: string | undefined;
}

/** The arrows' icons, as inline SVG markup made at build time. */
export interface CarouselIcons {
  previous: string;
  next: string;
}

interface Props {
  /** What the carousel shows, for its arrows' names ("Next: Featured Work"). */
  label: string;
  /** The heading that names the carousel's region, when there is one; else `label` names it. */
  labelledBy?: string | undefined;
  layout: CarouselLayout;
  items: CarouselItem[];
  icons: CarouselIcons;
}

/** Up to this many positions get a dot each; more would wrap into rows on a phone, so a count shows instead. */
const MAX_DOTS = 8;

/** Where the carousel is: which of its positions shows, out of how many. */
interface Position {
  index: number;
  count: number;
}

export default function Carousel({ label, labelledBy, layout, items, icons }: Props) {
  const [position, setPosition] = useState<Position>({ index: 0, count: 1 });
  const track = (instance: SwiperInstance) =>
    setPosition({ index: instance.snapIndex, count: instance.snapGrid.length });
  const { perView, delay, speed } = CAROUSEL_LAYOUTS[layout];
  const breakpoints = Object.fromEntries(
    Object.entries(perView).map(([width, slides]) => [width, { slidesPerView: slides }]),
  );
  const { element, swiper, onKeyDown } = useSwiper(
    {
      breakpoints,
      spaceBetween: CAROUSEL_GAP_PX,
      speed,
      rewind: true,
    },
    track,
  );
  const { held, handlers } = useAutoplay(swiper, delay, usePrefersReducedMotion());

  return (
    <section
      className={`carousel carousel--${layout}`}
      aria-roledescription="carousel"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
      {...handlers}
      onKeyDown={onKeyDown}
    >
      <div className="swiper" ref={element}>
        <div className="swiper-wrapper" aria-live={held ? 'polite' : 'off'}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className="swiper-slide carousel__slide"
              {...slideLabel(index, items.length)}
            >
              <Card item={item} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" data-idle={position.count < 2 || undefined}>
        <button
          type="button"
          className="icon-button icon-button--round carousel__arrow"
          aria-label={`Previous: ${label}`}
          onClick={() => swiper.current?.slidePrev()}
          dangerouslySetInnerHTML={{ __html: icons.previous }}
        />
        {position.count > MAX_DOTS ? (
          <p className="carousel__count">
            <span aria-hidden="true">
              {position.index + 1} / {position.count}
            </span>
            <span className="visually-hidden">
              Position {position.index + 1} of {position.count}
            </span>
          </p>
        ) : (
          <div className="carousel__dots" role="group" aria-label={`${label}: positions`}>
            {Array.from({ length: position.count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={`Position ${index + 1} of ${position.count}`}
                aria-current={index === position.index || undefined}
                onClick={() => swiper.current?.slideTo(index)}
              />
            ))}
          </div>
        )}
        <button
          type="button"
          className="icon-button icon-button--round carousel__arrow"
          aria-label={`Next: ${label}`}
          onClick={() => swiper.current?.slideNext()}
          dangerouslySetInnerHTML={{ __html: icons.next }}
        />
      </div>
    </section>
  );
}

function Card({ item }: { item: CarouselItem }) {
  const image = item.image && (
    <ResponsiveImg image={item.image} className="carousel__image" loading="lazy" decoding="async" />
  );
  return (
    <article className="carousel__card">
      {image}
      {item.icon && (
        <span className="carousel__icon" dangerouslySetInnerHTML={{ __html: item.icon }} />
      )}
      {item.title && (
        <h3 className="carousel__title">
          {item.href ? <a href={item.href}>{item.title}</a> : item.title}
        </h3>
      )}
      {item.meta && <p className="carousel__meta">{item.meta}</p>}
      {item.text && <p className="carousel__text">{item.text}</p>}
    </article>
  );
}
