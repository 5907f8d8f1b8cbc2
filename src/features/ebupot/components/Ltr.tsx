// The left-to-right island now lives in the kit, shared with bills, payments and pagination.
export { Ltr } from '@/components/ui/Bidi';
