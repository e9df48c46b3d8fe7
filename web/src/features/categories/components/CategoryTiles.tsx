import { SimpleGrid } from '@mantine/core';
import { Link } from 'wouter';
import type { Category } from '../api/get-categories';
import classes from './CategoryTiles.module.css';

/** The search route filtered by one category (the mobile search dialog links the same way). */
export function categorySearchPath(codigo: number): string {
  return `/buscar/?${new URLSearchParams({ categoria: String(codigo) })}`;
}

/** Category tiles linking to the search page filtered by that category. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="ul" className={classes.list}>
      {categories.map((category) => (
        <li key={category.codigo}>
          {/* A plain link: Mantine's UnstyledButton styles would win over the tile's. */}
          <Link to={categorySearchPath(category.codigo)} className={classes.tile} data-testid="category-tile">
            {category.nome}
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
