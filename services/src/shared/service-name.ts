/** The platform's services, each a deployable of its own with its own database. */
export type ServiceName = 'accounts' | 'business' | 'courses' | 'analytics' | 'payments';
