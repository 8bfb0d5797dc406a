import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { WelcomeRoute } from './routes/welcome';

const router = createBrowserRouter([
  { path: '/', element: <WelcomeRoute /> },
  { path: '*', element: <Navigate to="/" replace /> },
]);

export const AppRouter = () => <RouterProvider router={router} />;
