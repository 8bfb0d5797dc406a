import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export const HomeRoute = () => {
  usePageTitle('Home');
  const user = useUser();
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-slate-900">
        Welcome{user.data ? `, ${user.data.firstName}` : ''}
      </h1>
      <p className="text-slate-600">Your company and what to do next will appear here.</p>
    </div>
  );
};

export default HomeRoute;
