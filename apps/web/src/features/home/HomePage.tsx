import { Link } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { paths } from '../../shared/routing/paths';
import { Loader } from '../../shared/ui/Loader';
import { BlogCards } from './BlogCards';
import { Hero } from './Hero';
import { HomeProductSection } from './HomeProductSection';
import { appetizerEntrance, firstOfCategory } from './pick-home-products';
import './home.css';

const fadeUp = () => 'fade-up' as const;

export function HomePage() {
  const { data: products = [], isPending } = useProducts();
  const isMobile = useMediaQuery(MOBILE_QUERY);

  return (
    <>
      <Hero />
      {isPending ? (
        <Loader label="Loading the menu" />
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
                <Link to={paths.products.getHref()} className="btn btn-primary">
                  View All Products
                </Link>
              </div>
            }
          />
        </>
      )}
      <BlogCards />
    </>
  );
}
