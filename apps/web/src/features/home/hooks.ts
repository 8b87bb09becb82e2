export { useHeaderLoginPageData as usePublicLinks } from '../../ui/hooks';
