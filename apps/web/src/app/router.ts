import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const createRouter = () => createBrowserRouter(routes);
