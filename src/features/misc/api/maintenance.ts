import { MAINTENANCE_PATHS, type MaintenanceStatus } from '@contract/maintenance';
import { api } from '@/lib/api';

export const MAINTENANCE_QUERY_KEY = ['maintenance'] as const;

/** Whether maintenance mode is on, and what clients are told (no session needed). */
export const fetchMaintenance = () => api.get<MaintenanceStatus>(MAINTENANCE_PATHS.status);
