import { useProducts } from '../../shared/api/get-products';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { paths } from '../../shared/routing/paths';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { BlogCards } from './BlogCards';
import { Hero } from './Hero';
import { HomeProductSection } from './HomeProductSection';
import { appetizerEntrance, firstOfCategory } from './pick-home-products';
import './home.css';

const fadeUp = () => 'fade-up' as const;

export function HomePage() {
  const catalogue = useProducts();
  const { data: products = [] } = catalogue;
  const isMobile = useMediaQuery(MOBILE_QUERY);

  return (
    <>
      <Hero />
      {catalogue.isPending ? (
        <Loader label="Loading the menu" />
      ) : catalogue.isError ? (
        <div className="home-section__inner">
          <LoadError
            message="The menu could not be loaded."
            onRetry={() => void catalogue.refetch()}
            isRetrying={catalogue.isFetching}
          />
        </div>
      ) : (
        <>
          <HomeProductSection
            id="home-meals"
            eyebrow="Fresh meals"
            title="Meals"
            lead="Balanced plates with lean protein, slow carbs and greens, ready when your session ends."
            products={firstOfCategory(products, 'Meals')}
            entranceFor={fadeUp}
          />
          <HomeProductSection
            id="home-smoothies"
            eyebrow="Blended to order"
            title="Smoothies"
            lead="Fruit, yoghurt and a protein boost: the easiest way to refuel."
            products={firstOfCategory(products, 'Smoothie')}
            entranceFor={fadeUp}
            tone="tinted"
          />
          <HomeProductSection
            id="home-appetizers"
            eyebrow="Snack smart"
            title="Our Delicious Appetizers"
            lead="High-protein bites for before the gym, after it, or any time in between."
            products={firstOfCategory(products, 'Appetizer')}
            entranceFor={(index) => appetizerEntrance(index, isMobile)}
            footer={
              <div className="home-section__footer">
                <ButtonLink to={paths.products.getHref()} className="btn btn-primary">
                  View All Products
                </ButtonLink>
              </div>
            }
          />
        </>
      )}
      <BlogCards />
    </>
  );
}
